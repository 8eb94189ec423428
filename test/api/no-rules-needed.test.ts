import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import type { AllowedAction, Rng } from "../../src/games/contract.ts";
import { GAME_PLUGINS, type StateDocument } from "../../src/games/registry.ts";
import { createRng, rngStateFromSeed } from "../../src/games/rng.ts";
import { RANDOM_PLAY_LIMITS, readState, startGame } from "../support/play.ts";
import { call, createTestApp, json } from "../support/test-app.ts";

/** A safety net only: the longest game here (three-seat Ludo) takes about a thousand actions. */
const ACTION_CAP = 20_000;

/** Any listed payload of any listed action: the client knows nothing else about the game. */
function anyListed(allowed: readonly AllowedAction[], rng: Rng) {
  const picked = allowed[rng.int(allowed.length)] as AllowedAction;
  const payloads = picked.payloads ?? [];
  assert.ok(payloads.length > 0, `${picked.action_type} lists its payloads`);
  return { action_type: picked.action_type, payload: payloads[rng.int(payloads.length)] };
}

/**
 * The promise of `allowed_actions`: a client that knows no rules can play
 * every registered game to its end through the API. It acts for a seat while
 * that seat's state document (read, or answered by its last action) lists
 * actions, and otherwise reads the document of the seat whose turn it is.
 */
describe("no rules needed to play", () => {
  for (const plugin of GAME_PLUGINS) {
    for (const seats of [2, 3].filter((n) => n >= plugin.min_players && n <= plugin.max_players)) {
      test(`${plugin.id} with ${seats} seats, from allowed_actions alone`, async (t) => {
        const { app } = await createTestApp(t, RANDOM_PLAY_LIMITS);
        const table = await startGame(app, plugin.id, seats);
        const rng = createRng(rngStateFromSeed(`no-rules-${plugin.id}-${seats}`));
        let seat = 0;
        let view = await readState(app, table.players[seat] as string, table.gameId);
        for (let n = 0; view.status === "running" && n < ACTION_CAP; n++) {
          if (view.allowed_actions.length === 0) {
            seat = view.turn?.seat ?? 0;
            view = await readState(app, table.players[seat] as string, table.gameId);
            assert.ok(view.allowed_actions.length > 0, "the seat whose turn it is has actions listed");
          }
          const body = anyListed(view.allowed_actions, rng);
          const url = `/games/${table.gameId}/actions`;
          const auth = table.players[seat] as string;
          const res = await call(app, auth, "POST", url, { action_id: randomUUID(), ...body });
          assert.equal(res.statusCode, 200, `${JSON.stringify(body)} was listed but refused: ${res.body}`);
          view = json<{ state: StateDocument }>(res).state;
        }
        for (const auth of table.players) {
          const final = await readState(app, auth, table.gameId);
          assert.equal(final.status, "finished");
          assert.deepEqual(final.allowed_actions, []);
          for (const winner of final.winners ?? []) assert.ok(table.participantIds.includes(winner));
        }
      });
    }
  }
});
