import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";
import type { App } from "../../api/create-app.ts";
import { pickAction, readState, startGame } from "../support/play.ts";
import { call, createTestApp } from "../support/test-app.ts";

interface Sent {
  readonly auth: string;
  readonly body: Record<string, unknown>;
  readonly key: string;
  readonly response: string;
}

/** Plays `gameId` to its end, each move under its own key, and returns what every move was answered. */
async function playKeyed(app: App, players: readonly string[], gameId: string, tick: () => void) {
  const sent: Sent[] = [];
  for (;;) {
    const any = await readState(app, players[0] as string, gameId);
    if (any.status !== "running") return sent;
    const auth = players[any.turn?.seat as number] as string;
    const body = { action_id: randomUUID(), ...pickAction(await readState(app, auth, gameId)) };
    const key = randomUUID();
    const res = await call(app, auth, "POST", `/games/${gameId}/actions`, body, { "idempotency-key": key });
    assert.equal(res.statusCode, 200, res.body);
    sent.push({ auth, body, key, response: res.body });
    tick();
  }
}

test("a retried move gets its first response byte for byte, after the game moved on and after it ended", async (t) => {
  const { app, clock } = await createTestApp(t);
  const { players, gameId } = await startGame(app, "pig", 2, { turn_seconds: 45 });
  const sent = await playKeyed(app, players, gameId, () => clock.advance(7_000));
  assert.ok(sent.length > 10, "pig takes many moves");
  clock.advance(60_000);
  for (const move of sent) {
    const url = `/games/${gameId}/actions`;
    const byKey = await call(app, move.auth, "POST", url, move.body, { "idempotency-key": move.key });
    const byActionId = await call(app, move.auth, "POST", url, move.body);
    assert.equal(byKey.body, move.response);
    assert.equal(byKey.headers["idempotent-replayed"], "true");
    assert.equal(byActionId.statusCode, 200);
    assert.equal(byActionId.body, move.response);
  }
  const last = JSON.parse((sent.at(-1) as Sent).response) as { state: { rng_seed: string | null } };
  assert.notEqual(last.state.rng_seed, null, "the finishing move's document revealed the seed");
});
