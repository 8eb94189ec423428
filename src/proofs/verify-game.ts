import { findChainBreak } from "../audit/audit-log.ts";
import { stateHash } from "../audit/state-hash.ts";
import type { AuditEntryRow } from "../db/schema.ts";
import type { ActionType, GameAction } from "../games/contract.ts";
import { findPlugin } from "../games/registry.ts";
import { createRng, seedCommitment, startingRngState } from "../games/rng.ts";
import { resultWithForfeits } from "../model/forfeit-result.ts";
import { rngFor, startSeats } from "./replay-steps.ts";

export interface VerifyReport {
  readonly ok: boolean;
  readonly problems: readonly string[];
  /** Applied actions that were replayed and matched. */
  readonly replayed: number;
  readonly rejectionsConfirmed: number;
}

const parse = (entry: AuditEntryRow) =>
  (entry.payload ? JSON.parse(entry.payload) : {}) as Record<string, unknown>;

/**
 * Replays a finished game's audit slice from its revealed seed: checks the
 * hash chain, the seed against the published commitment, every applied
 * action's resulting state hash, every recorded rejection, the winners
 * (players who forfeited on time excluded, src/model/forfeit-result.ts) and
 * the final state.
 */
export function verifyGameLog(entries: readonly AuditEntryRow[]): VerifyReport {
  const problems: string[] = [];
  const report = (replayed: number, rejectionsConfirmed: number): VerifyReport => ({
    ok: problems.length === 0,
    problems,
    replayed,
    rejectionsConfirmed,
  });
  const fail = (problem: string): VerifyReport => {
    problems.push(problem);
    return report(0, 0);
  };
  const broken = findChainBreak(entries);
  if (broken !== null) problems.push(`hash chain breaks at seq ${broken}`);
  const start = entries.find((e) => e.kind === "game_started");
  const end = entries.find((e) => e.kind === "game_finished" || e.kind === "game_aborted");
  if (!start) return fail("no game_started entry");
  if (!end) return fail("the game is not over yet: its seed is still secret");
  const { plugin_id, rng_commitment } = parse(start) as { plugin_id: string; rng_commitment: string };
  const seats = startSeats(start);
  const seed = String(parse(end).rng_seed);
  if (seedCommitment(seed) !== rng_commitment)
    problems.push("the revealed seed does not match the commitment");
  const plugin = findPlugin(plugin_id);
  if (!plugin) return fail(`plugin ${plugin_id} is not installed`);
  let rng = createRng(startingRngState(seed, start.entropy));
  let state = plugin.setup(seats, rng);
  if (stateHash(JSON.stringify(state)) !== start.state_hash) problems.push("the initial state differs");
  let version = start.version ?? 1;
  let replayed = 0;
  let rejections = 0;
  for (const entry of entries) {
    if (entry.kind !== "action") continue;
    const action: GameAction = { action_type: entry.action_type as ActionType, payload: parse(entry) };
    if (entry.outcome === "applied") {
      // A rejected rule check never draws from the RNG, so rejections cannot shift the dice;
      // only an applied action's entropy is mixed in.
      rng = rngFor(rng, seed, entry);
      const result = plugin.apply(state, action, { actor: entry.actor, rng });
      if (!result.ok) {
        problems.push(`seq ${entry.seq}: recorded as applied but the rules refuse it (${result.code})`);
        continue;
      }
      state = result.state;
      version += 1;
      replayed += 1;
      if (entry.version !== version)
        problems.push(`seq ${entry.seq}: version ${entry.version}, expected ${version}`);
      if (stateHash(JSON.stringify(state)) !== entry.state_hash) {
        problems.push(`seq ${entry.seq}: the replayed state differs (a roll or move does not match)`);
      }
    } else if (entry.outcome.startsWith("rejected:")) {
      const code = entry.outcome.slice("rejected:".length);
      const probe = createRng(rng.snapshot());
      const result = plugin.apply(state, action, { actor: entry.actor, rng: probe });
      if (!result.ok && result.code === code) rejections += 1;
    }
  }
  if (end.kind === "game_finished") {
    const forfeited = new Set(
      entries.filter((e) => e.kind === "seat_forfeited").map((e) => String(parse(e).participant_id)),
    );
    const ids = seats.map((seat) => seat.id);
    const expected = resultWithForfeits(
      plugin.outcome(state),
      ids,
      plugin.view(state, null).scores,
      forfeited,
    );
    const winners = (parse(end).winners as string[]) ?? [];
    if (expected === null) problems.push("the replayed game is not finished");
    else if (JSON.stringify([...expected].sort()) !== JSON.stringify([...winners].sort())) {
      problems.push("the replayed winners differ");
    }
  }
  if (stateHash(JSON.stringify(state)) !== end.state_hash) problems.push("the final state differs");
  return report(replayed, rejections);
}
