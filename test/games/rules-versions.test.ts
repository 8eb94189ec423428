import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { findGame, KNOWN_GAMES, type KnownGame, type KnownPlugin } from "../../src/games/registry.ts";
import { checkRulesVersion, rulesVersionOf } from "../../src/games/rules-versions.ts";
import { type Golden, goldenMismatch, readGolden, replay, writeGolden } from "./golden-replay.ts";

/** With UPDATE_GOLDEN=1, a new game's golden replay, or one of a bumped rules_version, is recorded. */
const UPDATE = process.env.UPDATE_GOLDEN === "1";

/** A copy of `game` whose dice land upside down: 1 for 6, 2 for 5, and so on. */
function withSwappedRolls(game: KnownGame): KnownGame {
  const { rules } = game;
  const apply: KnownPlugin["apply"] = (state, action, ctx) => {
    const rng = { ...ctx.rng, die: (sides = 6) => sides + 1 - ctx.rng.die(sides) };
    return rules.apply(state, action, { ...ctx, rng });
  };
  return { ...game, rules: { ...rules, apply } };
}

function pig(): { game: KnownGame; golden: Golden } {
  const game = findGame("pig");
  const golden = readGolden("pig");
  assert.ok(game && golden, "pig and its golden replay");
  return { game, golden };
}

describe("rules versions", () => {
  for (const game of KNOWN_GAMES) {
    const { id, rules_version } = game.rules;
    it(`${id} declares a rules_version and replays its golden game`, () => {
      assert.ok(
        Number.isInteger(rules_version) && rules_version >= 1,
        `${id}: rules_version ${rules_version}`,
      );
      const recorded = readGolden(id);
      const replayed = replay(game);
      if (UPDATE && (!recorded || replayed.rules_version > recorded.rules_version))
        return writeGolden(id, replayed);
      const problem = goldenMismatch(id, recorded, replayed);
      if (problem) assert.fail(problem);
    });
  }

  it("flags a rule change that keeps the rules_version, without touching the installed game", () => {
    const { game, golden } = pig();
    const problem = goldenMismatch("pig", golden, replay(withSwappedRolls(game)));
    assert.match(
      problem ?? "",
      /^pig's rules changed what a replay produces: bump its rules_version in src\/games\/pig\/pig\.ts and run `UPDATE_GOLDEN=1 .*rules-versions\.test\.ts` to record the new golden replay$/,
    );
    assert.equal(goldenMismatch("pig", golden, replay(game)), null);
  });

  it("asks for the golden replay to be re-recorded when the rules_version changes", () => {
    const { game, golden } = pig();
    const [now, next] = [golden.rules_version, golden.rules_version + 1];
    const bumped = { ...game, rules: { ...game.rules, rules_version: next } };
    for (const bump of [bumped, withSwappedRolls(bumped)]) {
      const problem = goldenMismatch("pig", golden, replay(bump)) ?? "";
      assert.ok(
        problem.startsWith(`pig's rules_version is ${next} but its golden replay was recorded under ${now}`),
      );
      assert.match(problem, /: run `UPDATE_GOLDEN=1 .*` so both change together$/);
    }
    const ahead = { ...golden, rules_version: next };
    assert.match(goldenMismatch("pig", ahead, replay(game)) ?? "", /went down from \d+ to \d+ .*only go up/);
    assert.match(goldenMismatch("pig", undefined, replay(game)) ?? "", /^pig has no golden replay yet/);
  });

  it("tells which rules versions this server can replay", () => {
    const version = rulesVersionOf("yacht");
    assert.equal(version, findGame("yacht")?.rules.rules_version);
    assert.equal(rulesVersionOf("chess"), undefined);
    assert.equal(checkRulesVersion("yacht", version ?? 0), null);
    assert.equal(
      checkRulesVersion("yacht", (version ?? 0) + 1),
      `yacht rules_version ${(version ?? 0) + 1} is not the installed one (${version}): this server cannot replay it`,
    );
    assert.equal(checkRulesVersion("chess", 1), 'unknown game "chess": this server cannot replay it');
  });
});
