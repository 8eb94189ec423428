import assert from "node:assert/strict";
import { test } from "node:test";
import { createBotHarness } from "../support/bot-harness.ts";
import { startGame } from "../support/play.ts";
import { playCells, X_WINS } from "../support/social-play.ts";
import { groupChat, privateChat, telegramUser } from "../support/telegram-updates.ts";

const alice = telegramUser(101, "Alice");
const group = groupChat(-100888);

test("/league shows the group's month; last month's table is posted once on the 1st, however often the job runs", async (t) => {
  const h = await createBotHarness(t);
  await h.send(h.updates.command(alice, group, "/league"));
  assert.equal(h.fake.lastBotMessage(group.id)?.text, "No rated game in this chat this month yet.");
  const table = await startGame(h.app, "tic-tac-toe", 2);
  const host = await h.core.auth.authenticate("Guest", (table.players[0] as string).slice("Guest ".length));
  assert.ok(host);
  await h.core.sessions.bindChat(host, table.sessionId, String(group.id));
  await playCells(h.app, table, table.gameId, X_WINS);
  await h.send(h.updates.command(alice, group, "/league"));
  assert.match(
    h.fake.lastBotMessage(group.id)?.text ?? "",
    /Tic-tac-toe league, 2026-11:\n1\. Player 1: 3 pts, 1 game, rating \+/,
  );

  const leagueMessages = () =>
    h.fake.messagesIn(group.id).filter((m) => /league, 2026-11/.test(m.text ?? "")).length;
  const shown = leagueMessages();
  h.clock.advance(10 * 86_400_000);
  assert.deepEqual(
    await Promise.all([h.core.ratings.queueLeaguePosts(), h.core.ratings.queueLeaguePosts()]).then((n) =>
      n.sort(),
    ),
    [0, 1],
  );
  assert.equal(await h.core.ratings.queueLeaguePosts(), 0);
  await h.delivery.drain();
  assert.equal(leagueMessages(), shown + 1);
  assert.equal(h.fake.messagesIn(alice.id).length, 0);
  await h.send(h.updates.command(alice, privateChat(alice), "/league"));
  assert.match(h.fake.lastBotMessage(alice.id)?.text ?? "", /live in groups/);
});
