import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { MatchTicketView } from "../../src/documents/match-ticket-document.ts";
import { call, createTestApp, guest, json } from "../support/test-app.ts";

type App = Parameters<typeof call>[0];

async function queue(app: App, auth: string, body: Record<string, unknown> = { plugin_id: "tic-tac-toe" }) {
  const res = await call(app, auth, "POST", "/matchmaking", body);
  return { status: res.statusCode, ticket: json<MatchTicketView & { code?: string }>(res) };
}

describe("quick play", () => {
  test("two players queue, one pass matches them into a running game both can play", async (t) => {
    const { app, core } = await createTestApp(t);
    const [ann, bob] = [await guest(app, "Ann"), await guest(app, "Bob")];
    const first = await queue(app, ann);
    assert.equal(first.status, 202);
    assert.equal(first.ticket.status, "waiting");
    const second = await queue(app, bob);
    assert.equal(await core.matchmaking.matchWaiting(), 1);
    const mine = json<MatchTicketView>(await call(app, ann, "GET", `/matchmaking/${first.ticket.ticket_id}`));
    const theirs = json<MatchTicketView>(
      await call(app, bob, "GET", `/matchmaking/${second.ticket.ticket_id}`),
    );
    assert.equal(mine.status, "matched");
    assert.equal(mine.game_id, theirs.game_id);
    for (const auth of [ann, bob]) {
      const state = await call(app, auth, "GET", `/games/${mine.game_id}/state`);
      assert.equal(state.statusCode, 200);
      assert.equal(json<{ status: string }>(state).status, "running");
    }
    const late = await call(app, ann, "DELETE", `/matchmaking/${first.ticket.ticket_id}`);
    assert.equal(json<{ code: string }>(late).code, "ticket_matched");
    assert.equal(await core.matchmaking.matchWaiting(), 0);
  });

  test("one waiting ticket per game; cancel is idempotent; other people's tickets are not found", async (t) => {
    const { app, core } = await createTestApp(t);
    const [ann, bob] = [await guest(app, "Ann"), await guest(app, "Bob")];
    const first = await queue(app, ann);
    assert.equal((await queue(app, ann)).ticket.code, "already_waiting");
    assert.equal((await queue(app, ann, { plugin_id: "pig" })).status, 202);
    assert.equal((await queue(app, ann, { plugin_id: "chess" })).ticket.code, "plugin_not_found");
    assert.equal((await queue(app, ann, { plugin_id: "tic-tac-toe", seats: 3 })).status, 400);
    const peek = await call(app, bob, "GET", `/matchmaking/${first.ticket.ticket_id}`);
    assert.equal(json<{ code: string }>(peek).code, "ticket_not_found");
    for (let i = 0; i < 2; i++) {
      const res = await call(app, ann, "DELETE", `/matchmaking/${first.ticket.ticket_id}`);
      assert.equal(json<MatchTicketView>(res).status, "cancelled");
    }
    await queue(app, bob);
    assert.equal(await core.matchmaking.matchWaiting(), 0, "a cancelled ticket is never matched");
    assert.equal((await queue(app, ann)).status, 202, "after cancelling, the player may queue again");
  });

  test("concurrent passes match every ticket exactly once", async (t) => {
    const { app, core } = await createTestApp(t);
    const tickets: { auth: string; id: string }[] = [];
    for (let i = 0; i < 12; i++) {
      const auth = await guest(app, `P${i}`);
      tickets.push({ auth, id: (await queue(app, auth)).ticket.ticket_id });
    }
    const opened = await Promise.all([1, 2, 3].map(() => core.matchmaking.matchWaiting()));
    assert.equal(
      opened.reduce((a, b) => a + b, 0),
      6,
    );
    const games = new Map<string, number>();
    for (const { auth, id } of tickets) {
      const ticket = json<MatchTicketView>(await call(app, auth, "GET", `/matchmaking/${id}`));
      assert.equal(ticket.status, "matched");
      games.set(ticket.game_id as string, (games.get(ticket.game_id as string) ?? 0) + 1);
    }
    assert.deepEqual([...games.values()], [2, 2, 2, 2, 2, 2]);
  });
});
