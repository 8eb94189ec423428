import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import type { AllowedAction, Rng } from "../../src/games/contract.ts";
import { GAME_PLUGINS } from "../../src/games/registry.ts";
import { createRng, rngStateFromSeed } from "../../src/games/rng.ts";
import { readState, startGame } from "../support/play.ts";
import { call, createTestApp } from "../support/test-app.ts";

/** A safety net only: the longest game here (three-seat Ludo) takes about a thousand actions. */
const ACTION_CAP = 20_000;

/** Any listed action, with any listed choice: the client knows nothing else about the game. */
function anyListed(allowed: readonly AllowedAction[], rng: Rng) {
  const picked = allowed[rng.int(allowed.length)] as AllowedAction;
  const choices = picked.choices ?? [];
  return {
    action_type: picked.action_type,
    payload: picked.action_type === "choose_cell" ? { cell: choices[rng.int(choices.length)] } : {},
  };
}

/**
 * The promise of `allowed_actions`: a client that knows no rules can play
 * every registered game to its end through the API. At each step it reads
 * every seat's state document and acts for the seat that has actions listed.
 */
describe("no rules needed to play", () => {
  for (const plugin of GAME_PLUGINS) {
    for (const seats of [2, 3].filter((n) => n >= plugin.min_players && n <= plugin.max_players)) {
      test(`${plugin.id} with ${seats} seats, from allowed_actions alone`, async (t) => {
        const { app } = await createTestApp(t);
        const table = await startGame(app, plugin.id, seats);
        const rng = createRng(rngStateFromSeed(`no-rules-${plugin.id}-${seats}`));
        for (let n = 0; n < ACTION_CAP; n++) {
          const views = await Promise.all(table.players.map((auth) => readState(app, auth, table.gameId)));
          if (views[0]?.status !== "running") break;
          const movers = views.flatMap((view, seat) => (view.allowed_actions.length ? [seat] : []));
          assert.equal(movers.length, 1, `exactly one seat may act: ${JSON.stringify(movers)}`);
          const seat = movers[0] as number;
          const body = anyListed(views[seat]?.allowed_actions ?? [], rng);
          const res = await call(
            app,
            table.players[seat] as string,
            "POST",
            `/games/${table.gameId}/actions`,
            {
              action_id: randomUUID(),
              ...body,
            },
          );
          assert.equal(res.statusCode, 200, `${JSON.stringify(body)} was listed but refused: ${res.body}`);
        }
        const final = await Promise.all(table.players.map((auth) => readState(app, auth, table.gameId)));
        for (const view of final) {
          assert.equal(view.status, "finished");
          assert.deepEqual(view.allowed_actions, []);
          for (const winner of view.winners ?? []) assert.ok(table.participantIds.includes(winner));
        }
      });
    }
  }
});
