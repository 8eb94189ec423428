import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { BotHarness } from "../support/bot-harness.ts";
import { createBotHarness } from "../support/bot-harness.ts";
import { X_WINS } from "../support/social-play.ts";
import { playCellsAs, principalOf, twoPlayerGame } from "../support/telegram-table.ts";
import { groupChat, privateChat, telegramUser } from "../support/telegram-updates.ts";

const alice = telegramUser(101, "Alice");
const bob = telegramUser(202, "Bob");
const carol = telegramUser(303, "Carol");
const dora = telegramUser(404, "Dora", "de-DE");

/** What the bot last wrote to `user`'s private chat. */
const lastText = (h: BotHarness, user: { id: number }) => h.fake.lastBotMessage(user.id)?.text ?? "";

describe("/open", () => {
  test("opens a public table of the named game that the lobby lists, seating the game's fewest players unless a count is given", async (t) => {
    const h = await createBotHarness(t);
    await h.send(h.updates.command(alice, privateChat(alice), "/open pig"));
    const invite = lastText(h, alice);
    assert.match(
      invite,
      /^🪑 Public Pig table for 2 players is open!\nAnyone can join it from \/lobby, or with invite code (\w+)/,
    );
    const code = /invite code (\w+)/.exec(invite)?.[1];
    await h.send(h.updates.command(carol, privateChat(carol), "/lobby"));
    assert.match(lastText(h, carol), /Pig · Alice · 1\/2/);

    await h.send(h.updates.command(bob, groupChat(-500), "/open long nardy 5"));
    const page = await h.core.sessions.lobby(await principalOf(h, carol), {});
    const nardy = page.tables.find((table) => table.plugin_id === "long-nardy");
    assert.equal(nardy?.max_players, 2, "a count past the game's limit is held to it");
    assert.ok(page.tables.some((table) => table.invite_code === code));
    assert.equal(
      (await h.core.sessions.findByChat("-500"))?.id,
      nardy?.session_id,
      "a group's table is the group's",
    );
  });

  test("asks for a game, and names an unknown one", async (t) => {
    const h = await createBotHarness(t);
    await h.send(h.updates.command(alice, privateChat(alice), "/open"));
    assert.match(lastText(h, alice), /^Name the game: \/open GAME \[PLAYERS\]/);
    await h.send(h.updates.command(dora, privateChat(dora), "/open chess"));
    assert.match(lastText(h, dora), /chess/);
  });
});

describe("/watch", () => {
  test("posts a public game by its id or its watch link as a TV message; a private, unknown or finished game is refused", async (t) => {
    const h = await createBotHarness(t);
    const open = await twoPlayerGame(h, [alice, bob], "public");
    await h.send(h.updates.command(carol, privateChat(carol), `/watch https://example.org/play/g/${open}`));
    const tv = h.fake.lastBotMessage(carol.id);
    assert.ok(tv?.photo, "a board photo");
    assert.match(tv?.caption ?? "", /^📺 TV\nTic-tac-toe · move 1/);

    const closed = await twoPlayerGame(h, [alice, bob], "private");
    await h.send(h.updates.command(carol, privateChat(carol), `/watch ${closed}`));
    assert.equal(lastText(h, carol), "📺 No public game has that id.");
    await h.send(h.updates.command(alice, privateChat(alice), `/watch ${closed}`));
    assert.equal(
      lastText(h, alice),
      "📺 No public game has that id.",
      "not even to a player of it: the chat would see it",
    );
    await h.send(h.updates.command(carol, privateChat(carol), "/watch 00000000-0000-4000-8000-000000000000"));
    assert.equal(lastText(h, carol), "📺 No public game has that id.");
    await h.send(h.updates.command(carol, privateChat(carol), "/watch tomorrow"));
    assert.equal(lastText(h, carol), "Send the game's id or its watch link: /watch GAME_ID");

    await playCellsAs(h, open, X_WINS, [alice, bob]);
    await h.send(h.updates.command(dora, privateChat(dora), `/watch ${open}`));
    assert.match(lastText(h, dora), /vorbei/);
  });
});
