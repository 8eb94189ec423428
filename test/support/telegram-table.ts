import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import type { User } from "grammy/types";
import type { Principal } from "../../src/auth/principal.ts";
import type { BotHarness } from "./bot-harness.ts";
import type { FakeMessage } from "./fake-chats.ts";
import { privateChat } from "./telegram-updates.ts";

/** The account the bot resolves for a Telegram user. */
export function principalOf(h: BotHarness, user: User): Promise<Principal> {
  return h.core.auth.principalForTelegram({ id: String(user.id), first_name: user.first_name });
}

export interface TelegramTable {
  readonly sessionId: string;
  readonly inviteCode: string;
  readonly gameId: string;
}

/**
 * A session hosted by `users[0]`, everyone else joined through the deep link
 * in their private chat, `pluginId` started, and every board delivered.
 */
export async function telegramTable(
  h: BotHarness,
  pluginId: string,
  users: readonly User[],
): Promise<TelegramTable> {
  const [host, ...guests] = users as [User, ...User[]];
  const hostPrincipal = await principalOf(h, host);
  const session = await h.core.sessions.create(hostPrincipal, {
    max_players: Math.max(2, users.length),
    channel: "messenger",
  });
  for (const guest of guests)
    await h.send(h.updates.command(guest, privateChat(guest), `/start ${session.invite_code}`));
  const game = await h.core.games.start(hostPrincipal, session.id, pluginId, {}, "messenger");
  await h.delivery.drain();
  return { sessionId: session.id, inviteCode: session.invite_code, gameId: game.id };
}

/** The game message a chat shows for a game, as the fake Telegram holds it now. */
export async function boardIn(h: BotHarness, chatId: number, gameId: string): Promise<FakeMessage> {
  const shown = await h.core.messenger.findBoard({ chatId: String(chatId), gameId });
  const message = shown?.messageId ? h.fake.message(chatId, shown.messageId) : undefined;
  if (!message) throw new Error(`chat ${chatId} has no board for game ${gameId}`);
  return message;
}

/** Plays tic-tac-toe cells as whoever of `users` moves, then delivers every board (unless told not to). */
export async function playCellsAs(
  h: BotHarness,
  gameId: string,
  cells: readonly number[],
  users: readonly User[],
  deliver = true,
): Promise<void> {
  const seats = await Promise.all(users.map((u) => principalOf(h, u)));
  for (const cell of cells) {
    const state = await h.core.games.state(seats[0] as Principal, gameId);
    const { outcome } = await h.core.games.act(
      seats[state.turn?.seat ?? 0] as Principal,
      gameId,
      { action_id: randomUUID(), action_type: "choose_cell", payload: { cell } },
      { channel: "web" },
    );
    assert.ok(outcome.ok);
  }
  if (deliver) await h.delivery.drain();
}

/**
 * A game of `host` and `guest` at a table of `visibility` (a public one plays
 * `pluginId`), the guest seated through the deep link, started and delivered.
 */
export async function twoPlayerGame(
  h: BotHarness,
  [host, guest]: readonly [User, User],
  visibility: "public" | "private",
  pluginId = "tic-tac-toe",
): Promise<string> {
  const hostPrincipal = await principalOf(h, host);
  const session = await h.core.sessions.create(hostPrincipal, {
    visibility,
    ...(visibility === "public" && { plugin_id: pluginId }),
    max_players: 2,
    channel: "messenger",
  });
  await h.send(h.updates.command(guest, privateChat(guest), `/start ${session.invite_code}`));
  const game = await h.core.games.start(hostPrincipal, session.id, pluginId, {}, "messenger");
  await h.delivery.drain();
  return game.id;
}
