import assert from "node:assert/strict";
import { before, describe, it } from "node:test";
import fc from "fast-check";
import { KNOWN_GAMES } from "../../src/games/registry.ts";
import { createRng, rngStateFromSeed } from "../../src/games/rng.ts";
import { seats } from "./helpers.ts";
import {
  checkConcealed,
  finishRuns,
  type Move,
  medianLength,
  moveFor,
  playLegally,
  REDRAW_HIDDEN,
  REJECTION_CODES,
  replay,
  STEP,
  scenarioBudget,
  step,
  turnOf,
} from "./property-moves.ts";

for (const game of KNOWN_GAMES) {
  const { rules: plugin, traits } = game;
  const players = fc.integer({ min: plugin.min_players, max: plugin.max_players });
  const redraw = REDRAW_HIDDEN[plugin.id];

  describe(`${plugin.id} properties`, () => {
    let median = 0;
    before(() => {
      median = medianLength(plugin);
    });

    it("never applies an unlisted action, never changes state on refusal, replays identically, and hides what a viewer may not see", () => {
      assert.equal(
        redraw !== undefined,
        traits.hidesInformation,
        "a game with hidden parts has a redraw here",
      );
      const seen = new Set<string>();
      const { maxLength, numRuns } = scenarioBudget(median);
      const scenario = fc.record({
        seed: fc.string(),
        players,
        steps: fc.array(STEP, { minLength: 20, maxLength, size: "max" }),
      });
      fc.assert(
        fc.property(scenario, ({ seed, players, steps }) => {
          const rng = createRng(rngStateFromSeed(seed));
          let state = plugin.setup(seats(players), rng);
          let text = JSON.stringify(state);
          const probe = createRng(rngStateFromSeed(`${seed}/probe`));
          checkConcealed(plugin, redraw, state, players, probe);
          const moves: Move[] = [];
          const states: string[] = [];
          for (const numbers of steps) {
            const turn = turnOf(plugin, state);
            const move = moveFor(plugin, state, turn, players, numbers);
            moves.push(move);
            const next = step(game, state, text, turn, move, rng, seen);
            // A refusal hands back the state it was given, which step found unchanged: its text
            // still holds and its views were checked when it was made.
            if (next !== state) {
              text = JSON.stringify(next);
              checkConcealed(plugin, redraw, next, players, probe);
            }
            state = next;
            states.push(text);
          }
          assert.deepStrictEqual(JSON.parse(JSON.stringify(state)), state, "state is not plain JSON");
          assert.deepEqual(replay(plugin, players, seed, moves), states);
        }),
        { seed: 42, numRuns },
      );
      // Guards against a generator that silently stops reaching some branch of the rules.
      const expected = [
        "applied",
        ...REJECTION_CODES.filter((code) => code !== "invalid_phase" || traits.phased),
      ];
      assert.deepEqual([...seen].sort(), expected.sort());
    });

    it("finishes when played legally for long enough", () => {
      let finishedGames = 0;
      fc.assert(
        fc.property(fc.string(), players, fc.nat(), (seed, players, policy) => {
          const { state } = playLegally(plugin, players, seed, `policy-${policy}`);
          const outcome = plugin.outcome(state);
          // Snakes and ladders has no upper bound on its length, so only count its finishes.
          if (plugin.id !== "snakes-and-ladders") assert.equal(outcome.status, "finished");
          if (outcome.status !== "finished") return;
          finishedGames += 1;
          for (const winner of outcome.winners) assert.ok(seats(players).some((seat) => seat.id === winner));
          for (let seat = 0; seat < players; seat += 1) {
            assert.deepEqual(plugin.view(state, `p${seat}`).allowed_actions, []);
          }
        }),
        { seed: 42, numRuns: finishRuns(median) },
      );
      assert.ok(finishedGames > 0);
    });
  });
}
