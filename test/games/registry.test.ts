import assert from "node:assert/strict";
import { describe, it, test } from "node:test";
import {
  ACTION_TYPES,
  findPlugin,
  GAME_PLUGINS,
  KNOWN_GAMES,
  type KnownGame,
  requireOwnBoards,
} from "../../src/games/registry.ts";
import { createRng, rngStateFromSeed } from "../../src/games/rng.ts";
import { seats } from "./helpers.ts";

describe("game registry", () => {
  it("lists eight games, each under its own plugin id, found by it", () => {
    assert.equal(GAME_PLUGINS.length, 8);
    assert.equal(new Set(GAME_PLUGINS.map((plugin) => plugin.id)).size, GAME_PLUGINS.length);
    for (const plugin of GAME_PLUGINS) assert.equal(findPlugin(plugin.id), plugin);
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

test("a game copied from another without renaming its board's kind or name fails with both ids", () => {
  const [first, second] = KNOWN_GAMES as [KnownGame, KnownGame];
  assert.equal(requireOwnBoards(KNOWN_GAMES), KNOWN_GAMES);
  const copy = { ...second, rules: { ...second.rules, id: "copy" }, board: first.board };
  assert.throws(
    () => requireOwnBoards([first, copy]),
    /games tic-tac-toe and copy share a board kind or name/,
  );
  const renamedKindOnly = { ...copy, board: { ...first.board, name: "Other" } };
  assert.throws(() => requireOwnBoards([first, renamedKindOnly]), /share a board kind or name/);
  const renamedNameOnly = { ...copy, board: { ...second.board, name: first.board.name } };
  assert.throws(() => requireOwnBoards([first, renamedNameOnly]), /share a board kind or name/);
});
