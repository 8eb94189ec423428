import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { ACTION_TYPES } from "../../src/games/contract.ts";
import { findPlugin, GAME_PLUGINS } from "../../src/games/registry.ts";
import { createRng, rngStateFromSeed } from "../../src/games/rng.ts";
import { seats } from "./helpers.ts";

describe("game registry", () => {
  it("lists the games in picker order", () => {
    assert.deepEqual(
      GAME_PLUGINS.map((plugin) => plugin.id),
      ["tic-tac-toe", "pig", "yacht", "snakes-and-ladders", "ludo", "liars-dice"],
    );
  });

  it("finds plugins by id", () => {
    assert.equal(findPlugin("yacht")?.name, "Yacht");
    assert.equal(findPlugin("chess"), undefined);
  });

  for (const plugin of GAME_PLUGINS) {
    it(`${plugin.id} declares a usable contract`, () => {
      assert.ok(plugin.min_players >= 1 && plugin.min_players <= plugin.max_players);
      assert.ok(plugin.action_types.length > 0);
      for (const type of plugin.action_types) assert.ok(ACTION_TYPES.includes(type));
      const state = plugin.setup(seats(plugin.max_players), createRng(rngStateFromSeed("registry")));
      assert.deepEqual(JSON.parse(JSON.stringify(state)), state);
      assert.deepEqual(plugin.timeoutAction(state), { action_type: "forfeit", payload: {} });
      assert.deepEqual(plugin.outcome(state), { status: "running" });
      assert.equal(plugin.view(state, null).scores.length, plugin.max_players);
    });
  }
});
