import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describeBoards } from "../../api/state-boards.ts";
import { GAME_PLUGINS } from "../../src/games/registry.ts";
import { pickAction, playToEnd, RANDOM_PLAY_LIMITS, readState, startGame } from "../support/play.ts";
import { call, createTestApp, json } from "../support/test-app.ts";

type Doc = { components: { schemas: Record<string, Record<string, unknown>> } };

test("real state documents of every game match the documented board of their plugin", async (t) => {
  const { app } = await createTestApp(t, RANDOM_PLAY_LIMITS);
  const doc = json<Doc>(await app.inject({ method: "GET", url: "/api/v1/openapi.json" }));
  const schemas = doc.components.schemas;
  const state = schemas.StateDocument as { discriminator: { mapping: Record<string, string> } };
  const mapping = state.discriminator.mapping;
  assert.deepEqual(Object.keys(mapping).sort(), GAME_PLUGINS.map((plugin) => plugin.id).sort());

  const ajv = new Ajv2020({ strict: false, discriminator: false });
  addFormats.default(ajv);
  ajv.addSchema({ $id: "doc", components: doc.components } as never);
  const validateDocument = ajv.getSchema("doc#/components/schemas/StateDocument");
  assert.ok(validateDocument);

  for (const pluginId of Object.keys(mapping)) {
    const table = await startGame(app, pluginId, 2);
    // Backgammon's opening roll may give the first move to the second seat.
    const first = (await readState(app, table.players[0] as string, table.gameId)).turn?.seat ?? 0;
    const mover = table.players[first] as string;
    const opening = await readState(app, mover, table.gameId);
    // One move in: dice on the table, a turn total, a marked cell, a scorecard's potential.
    await call(app, mover, "POST", `/games/${table.gameId}/actions`, {
      action_id: randomUUID(),
      ...pickAction(opening),
    });
    const moved = await readState(app, mover, table.gameId);
    assert.equal(moved.version, opening.version + 1);
    const { state: final } = await playToEnd(app, table, table.gameId);
    for (const document of [opening, moved, final]) {
      const branch = ajv.getSchema(`doc${mapping[pluginId]}`);
      assert.ok(branch?.(document), `${pluginId}: ${JSON.stringify(branch?.errors)}`);
      assert.ok(validateDocument(document), `${pluginId}: ${JSON.stringify(validateDocument.errors)}`);
    }
    if (pluginId === "pig")
      assert.equal(typeof (opening.board as { turn_total?: unknown }).turn_total, "number");
  }
});

test("a board of another game does not pass as this plugin's", async (t) => {
  const { app } = await createTestApp(t);
  const doc = json<Doc>(await app.inject({ method: "GET", url: "/api/v1/openapi.json" }));
  const ajv = new Ajv2020({ strict: false });
  ajv.addSchema({ $id: "doc", components: doc.components } as never);
  const pigState = ajv.getSchema("doc#/components/schemas/DiceRaceState");
  assert.ok(pigState);
  const grid = { kind: "grid", rows: 3, cols: 3, cells: [], last_cell: null, winning_line: null };
  assert.equal(pigState({ plugin_id: "pig", board: grid }), false);
  assert.equal(pigState({ plugin_id: "tic-tac-toe", board: grid }), false);
});

test("a board named like another schema of the document fails instead of replacing it", () => {
  const taken = { components: { schemas: { StateDocument: {}, DiceRaceState: {} } } };
  assert.throws(() => describeBoards(taken), /pig's schema DiceRaceState is already in the API document/);
});
