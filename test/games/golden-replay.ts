/**
 * A golden replay per game: one seeded game played from its allowed actions,
 * summed up as the digest of every state's hash and the outcome. While a
 * game's `rules_version` stays the same, so must its replay; the golden files
 * in `test/games/golden/` hold what the installed rules produced.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { stateHash } from "../../src/audit/state-hash.ts";
import type { AllowedAction, GameAction, Rng } from "../../src/games/contract.ts";
import type { KnownGame } from "../../src/games/registry.ts";
import { createRng, rngStateFromSeed } from "../../src/games/rng.ts";
import { seats } from "./helpers.ts";

/** What a golden file holds: the rules version it was recorded under and what the replay produced. */
export interface Golden {
  readonly rules_version: number;
  /** Actions applied; the replay stops at the game's end or at MAX_MOVES. */
  readonly moves: number;
  /** SHA-256 over the hash of every state, the first included, and the outcome. */
  readonly digest: string;
}

/** Long enough for every game to end; a longer game is still compared over its first moves. */
const MAX_MOVES = 2000;

/** The command that records the golden replays. */
export const RECORD_COMMAND =
  "UPDATE_GOLDEN=1 node_modules/.bin/node --import tsx --test test/games/rules-versions.test.ts";

const GOLDEN_DIR = new URL("./golden/", import.meta.url);

/** A listed action with its cell and held dice drawn from `policy`. */
function pickAction(allowed: readonly AllowedAction[], dice: number, policy: Rng): GameAction {
  const entry = allowed[policy.int(allowed.length)] as AllowedAction;
  // A game that lists its own payloads (backgammon's checker moves) is played from them.
  if (entry.payloads)
    return {
      action_type: entry.action_type,
      payload: entry.payloads[policy.int(entry.payloads.length)] ?? {},
    };
  const payload: Record<string, unknown> = {};
  if (entry.choices) payload.cell = entry.choices[policy.int(entry.choices.length)];
  if (entry.hold) {
    const mask = policy.int(2 ** dice);
    payload.hold = Array.from({ length: dice }, (_, i) => i).filter((i) => (mask >> i) & 1);
  }
  return { action_type: entry.action_type, payload };
}

/**
 * Plays `game` from a fixed seed, every seat taking a listed action drawn from
 * a second fixed seed; any refusal throws. The same rules give the same result.
 */
export function replay(game: KnownGame): Golden {
  const { rules } = game;
  const dice = game.traits.holdsDice ? game.traits.dice : 0;
  const rng = createRng(rngStateFromSeed(`golden/${rules.id}`));
  const policy = createRng(rngStateFromSeed(`golden/${rules.id}/policy`));
  let state = rules.setup(seats(rules.min_players), rng);
  const digest = createHash("sha256").update(stateHash(JSON.stringify(state)));
  let moves = 0;
  for (let turn = rules.view(state, null).turn; turn !== null && moves < MAX_MOVES; moves++) {
    const actor = `p${turn}`;
    const action = pickAction(rules.view(state, actor).allowed_actions, dice, policy);
    const result = rules.apply(state, action, { actor, rng });
    if (!result.ok) throw new Error(`${rules.id} refused a listed ${action.action_type}: ${result.detail}`);
    state = result.state;
    digest.update(stateHash(JSON.stringify(state)));
    turn = rules.view(state, null).turn;
  }
  digest.update(JSON.stringify(rules.outcome(state)));
  return { rules_version: rules.rules_version, moves, digest: digest.digest("hex") };
}

/** Where the rules of a game, and so its `rules_version`, are declared. */
function rulesFile(id: string): string {
  const file = `src/games/${id}/${id}.ts`;
  return existsSync(new URL(`../../${file}`, import.meta.url)) ? file : `src/games/${id}/`;
}

/**
 * Why `replayed` may not stand beside the golden file `recorded`, or null when
 * they agree: replays change only with a higher `rules_version`, and a new
 * version only together with its re-recorded golden file.
 */
export function goldenMismatch(id: string, recorded: Golden | undefined, replayed: Golden): string | null {
  if (!recorded) return `${id} has no golden replay yet: run \`${RECORD_COMMAND}\` to record it`;
  const changed = recorded.moves !== replayed.moves || recorded.digest !== replayed.digest;
  if (replayed.rules_version < recorded.rules_version)
    return `${id}'s rules_version went down from ${recorded.rules_version} to ${replayed.rules_version} in ${rulesFile(id)}: versions only go up`;
  if (replayed.rules_version === recorded.rules_version)
    return changed
      ? `${id}'s rules changed what a replay produces: bump its rules_version in ${rulesFile(id)} and run \`${RECORD_COMMAND}\` to record the new golden replay`
      : null;
  return `${id}'s rules_version is ${replayed.rules_version} but its golden replay was recorded under ${recorded.rules_version}: run \`${RECORD_COMMAND}\` so both change together`;
}

/** The golden file of a game, or undefined when none is recorded. */
export function readGolden(id: string): Golden | undefined {
  const file = new URL(`${id}.json`, GOLDEN_DIR);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Golden) : undefined;
}

/** Records a game's golden file. */
export function writeGolden(id: string, golden: Golden): void {
  mkdirSync(GOLDEN_DIR, { recursive: true });
  writeFileSync(new URL(`${id}.json`, GOLDEN_DIR), `${JSON.stringify(golden, null, 2)}\n`);
}
