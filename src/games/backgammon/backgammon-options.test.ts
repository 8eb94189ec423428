import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { seats } from "../../../test/games/helpers.ts";
import { scriptedRng } from "../../../test/games/scripted-rng.ts";
import { DomainError } from "../../errors.ts";
import { checkGameOptions } from "../../play/start-game.ts";
import { findPlugin, type KnownPlugin } from "../registry.ts";
import { backgammon } from "./backgammon.ts";

const plugin = findPlugin("backgammon") as KnownPlugin;
const start = (options: Record<string, unknown>) => backgammon.setup(seats(2), scriptedRng([3, 1]), options);

describe("backgammon options", () => {
  it("plays money without options, and a match of the lengths players know", () => {
    assert.equal(start({}).match, null);
    assert.deepEqual(start({ match_to: 5 }).match, { to: 5, score: [0, 0], crawford: false });
    assert.deepEqual(backgammon.view(start({ match_to: 5 }), "p0").board.match, {
      to: 5,
      score: [0, 0],
      crawford: false,
    });
    for (const bad of [{ match_to: 4 }, { match_to: 0 }, { points: 3 }, { match_to: 3, score: [1] }]) {
      assert.throws(() => checkGameOptions(plugin, bad), DomainError, JSON.stringify(bad));
    }
    assert.deepEqual(checkGameOptions(plugin, { match_to: null }), { match_to: null });
  });

  it("has no cube in the Crawford game, and a score past the match counts as one short", () => {
    const crawford = start({ match_to: 5, score: [4, 2], crawford: true });
    assert.equal(crawford.cube, null);
    assert.deepEqual(start({ match_to: 3, score: [7, 0] }).match, { to: 3, score: [2, 0], crawford: false });
    assert.equal(start({ match_to: 5, score: [1, 2], crawford: true }).match?.crawford, false);
  });

  it("hands the match to the rematch with the seats turned round, and starts a new match after the last game", () => {
    const game = start({ match_to: 5, score: [2, 1] });
    const gammon = { winner: 0 as const, kind: "gammon" as const, points: 2 };
    const next = backgammon.rematchOptions?.({ ...game, result: gammon });
    assert.deepEqual(next, { match_to: 5, score: [1, 4], crawford: true });
    const last = start({ match_to: 5, score: [4, 3] });
    const won = { winner: 0 as const, kind: "single" as const, points: 1 };
    assert.deepEqual(backgammon.rematchOptions?.({ ...last, result: won }), { match_to: 5 });
    assert.deepEqual(backgammon.rematchOptions?.(start({})), {});
  });
});
