import { idText } from "../db/compact-id.ts";
import { readPlayerData, readPrivateChat } from "../db/repositories/player-export-repository.ts";
import { findUserById } from "../db/repositories/user-repository.ts";
import type { Reader } from "../db/store.ts";
import type { PlayerExport } from "../documents/player-export-document.ts";
import { DomainError } from "../errors.ts";
import type { StoredSeat } from "../model/game-record.ts";
import { isoAt } from "../time.ts";

type PlayerData = Awaited<ReturnType<typeof readPlayerData>>;

const parsed = (json: string | null): unknown => (json ? JSON.parse(json) : {});

/** The caller's games: their seat and their own moves, no other player's name. */
function gamesOf(data: PlayerData): PlayerExport["games"] {
  const mine = new Set([...data.participants.map((p) => p.id), ...data.former.map((f) => f.participant_id)]);
  const movesByGame = Map.groupBy(data.moves, (m) => (m.game_id ? idText(m.game_id) : ""));
  return data.games.flatMap((game) => {
    const seat = (JSON.parse(game.seats) as StoredSeat[]).findIndex((s) => mine.has(s.id));
    if (seat < 0) return [];
    const moves = (movesByGame.get(game.id) ?? []).map((m) => ({
      at: m.at,
      version: m.version,
      action_type: m.action_type,
      payload: parsed(m.payload),
      outcome: m.outcome,
      channel: m.channel,
    }));
    const { id, session_id, plugin_id, status, created_at, finished_at } = game;
    return [{ game_id: id, session_id, plugin_id, status, seat, created_at, finished_at, moves }];
  });
}

function tokensOf(data: PlayerData): PlayerExport["tokens"] {
  return [
    ...data.guestTokens.map((t) => ({
      kind: "guest" as const,
      created_at: null,
      expires_at: t.expires_at,
      used_at: null,
      revoked_at: null,
    })),
    ...data.personalTokens.map((t) => ({
      kind: "personal" as const,
      name: t.name,
      scopes: JSON.parse(t.scopes) as string[],
      created_at: t.created_at,
      expires_at: null,
      used_at: t.last_used_at,
      revoked_at: t.revoked_at,
    })),
    ...data.refreshTokens.map((t) => ({
      kind: "refresh" as const,
      created_at: t.created_at,
      expires_at: t.expires_at,
      used_at: t.used_at,
      revoked_at: t.revoked_at,
    })),
  ];
}

async function chatOf(r: Reader, telegramId: string | null): Promise<PlayerExport["chat"]> {
  if (!telegramId) return null;
  const { chat, storage } = await readPrivateChat(r, telegramId);
  return {
    private_chat_id: telegramId,
    language: chat?.language ?? null,
    bot_storage: storage.map((row) => ({
      key: row.key,
      value: parsed(row.value),
      updated_at: row.updated_at,
    })),
  };
}

/** Everything kept about the caller, as one document (docs/privacy.md). */
export async function exportPlayer(r: Reader, userId: string, nowMs: number): Promise<PlayerExport> {
  const user = await findUserById(r, userId);
  if (!user || user.erased_at) throw new DomainError("unauthenticated");
  const data = await readPlayerData(r, userId);
  return {
    exported_at: isoAt(nowMs),
    account: {
      user_id: user.id,
      kind: user.kind,
      display_name: user.display_name,
      email: user.email,
      created_at: user.created_at,
      last_seen_at: user.last_seen_at,
      language: user.language,
      telegram: user.telegram_id ? { id: user.telegram_id, username: user.telegram_username } : null,
    },
    sessions: data.participants.map((p) => ({
      session_id: p.session_id,
      participant_id: p.id,
      display_name: p.display_name,
      role: p.role,
      joined_at: p.joined_at,
      telegram_chat_id: p.telegram_chat_id,
    })),
    games: gamesOf(data),
    ratings: data.ratings.map(({ plugin_id, rating, games, wins }) => ({ plugin_id, rating, games, wins })),
    history: data.results.map(({ game_id, plugin_id, result, rating_before, rating_after, finished_at }) => ({
      game_id,
      plugin_id,
      result,
      rating_before,
      rating_after,
      finished_at,
    })),
    tokens: tokensOf(data),
    vacations: data.vacations,
    tournaments: data.tournaments.map(({ tournament_id, display_name, joined_at }) => ({
      tournament_id,
      display_name,
      joined_at,
    })),
    quick_play: data.tickets.map((t) => ({
      ticket_id: t.id,
      plugin_id: t.plugin_id,
      status: t.status,
      created_at: t.created_at,
    })),
    chat: await chatOf(r, user.telegram_id),
  };
}
