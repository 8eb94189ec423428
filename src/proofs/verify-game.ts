import { findChainBreak } from "../audit/audit-log.ts";
import { stateHash } from "../audit/state-hash.ts";
import type { AuditEntry } from "../documents/audit-entry.ts";
import { isEntryOf } from "../documents/read-audit-entry.ts";
import type { KnownPlugin } from "../games/registry.ts";
import { findPlugin } from "../games/registry.ts";
import { seedCommitment } from "../games/rng.ts";
import { resultWithForfeits } from "../model/forfeit-result.ts";
import { boundsOf, replayLog, startSeats } from "./replay-log.ts";

export interface VerifyReport {
  readonly ok: boolean;
  readonly problems: readonly string[];
  /** Applied actions that were replayed and matched. */
  readonly replayed: number;
  readonly rejectionsConfirmed: number;
  /** The game's own options its setup was replayed with (a backgammon match's length and score), when it had any. */
  readonly options?: Readonly<Record<string, unknown>>;
}

/** The winners the replayed final state gives, less the players who forfeited on time. */
function replayedWinners(
  plugin: KnownPlugin,
  state: unknown,
  seats: readonly { id: string }[],
  entries: readonly AuditEntry[],
) {
  const forfeited = new Set(
    entries.flatMap((e) => (isEntryOf(e, "seat_forfeited") ? [String(e.change.payload.participant_id)] : [])),
  );
  const ids = seats.map((seat) => seat.id);
  return resultWithForfeits(plugin.outcome(state), ids, plugin.view(state, null).scores, forfeited);
}

/**
 * Replays a finished game's audit slice from its revealed seed (replayLog):
 * checks the hash chain, the seed against the published commitment, every
 * applied action's resulting state hash, every recorded rejection, the
 * winners (players who forfeited on time excluded, src/model/forfeit-result.ts)
 * and the final state.
 */
export function verifyGameLog(entries: readonly AuditEntry[]): VerifyReport {
  const problems: string[] = [];
  let options: Readonly<Record<string, unknown>> | undefined;
  const report = (replayed: number, rejectionsConfirmed: number): VerifyReport => ({
    ok: problems.length === 0,
    problems,
    replayed,
    rejectionsConfirmed,
    ...(options ? { options } : {}),
  });
  const fail = (problem: string): VerifyReport => {
    problems.push(problem);
    return report(0, 0);
  };
  const broken = findChainBreak(entries);
  if (broken !== null) problems.push(`hash chain breaks at seq ${broken}`);
  const { start, end } = boundsOf(entries);
  if (!start) return fail("no game_started entry");
  if (!end) return fail("the game is not over yet: its seed is still secret");
  const { plugin_id, rng_commitment } = start.change.payload;
  options = start.change.payload.options;
  const seats = startSeats(start);
  const seed = String(end.change.payload.rng_seed);
  if (seedCommitment(seed) !== rng_commitment)
    problems.push("the revealed seed does not match the commitment");
  const plugin = findPlugin(plugin_id);
  if (!plugin) return fail(`plugin ${plugin_id} is not installed`);
  const { initial, steps } = replayLog(plugin, seats, seed, entries);
  if (stateHash(JSON.stringify(initial)) !== start.state_hash) problems.push("the initial state differs");
  let state = initial;
  let version = start.version ?? 1;
  let replayed = 0;
  let rejections = 0;
  for (const step of steps) {
    const { entry } = step;
    if (step.type === "rejected") {
      if (step.confirmed()) rejections += 1;
      continue;
    }
    if (step.type === "refused") {
      problems.push(`seq ${entry.seq}: recorded as applied but the rules refuse it (${step.code})`);
      continue;
    }
    state = step.state;
    version += 1;
    replayed += 1;
    if (entry.version !== version)
      problems.push(`seq ${entry.seq}: version ${entry.version}, expected ${version}`);
    if (stateHash(JSON.stringify(state)) !== entry.state_hash) {
      problems.push(`seq ${entry.seq}: the replayed state differs (a roll or move does not match)`);
    }
  }
  if (end.change.kind === "game_finished") {
    const expected = replayedWinners(plugin, state, seats, entries);
    const winners = end.change.payload.winners ?? [];
    if (expected === null) problems.push("the replayed game is not finished");
    else if (JSON.stringify([...expected].sort()) !== JSON.stringify([...winners].sort())) {
      problems.push("the replayed winners differ");
    }
  }
  if (stateHash(JSON.stringify(state)) !== end.state_hash) problems.push("the final state differs");
  return report(replayed, rejections);
}
