import type { AuditEntryRow } from "../db/schema.ts";
import type { ActionType, Rng, Seat } from "../games/contract.ts";
import type { KnownPlugin } from "../games/registry.ts";
import { createRng, mixEntropy, startingRngState } from "../games/rng.ts";

/** One applied action of a game's audit slice, and the plugin's state after it. */
export interface AppliedStep {
  readonly entry: AuditEntryRow;
  readonly payload: Readonly<Record<string, unknown>>;
  readonly state: unknown;
}

/** An entry's payload as an object (`{}` when it has none). */
export const entryPayload = (entry: AuditEntryRow) =>
  (entry.payload ? JSON.parse(entry.payload) : {}) as Record<string, unknown>;

/** The seats a game started with, from its `game_started` entry (ids only: names are not in the chain). */
export function startSeats(entry: AuditEntryRow): Seat[] {
  return (entryPayload(entry).seats as { id: string }[]).map(({ id }) => ({ id, name: "" }));
}

/** The dice an applied entry drew from: the stream so far, with the entry's entropy mixed in first. */
export function rngFor(rng: Rng, seed: string, entry: AuditEntryRow): Rng {
  return entry.entropy ? createRng(mixEntropy(seed, rng.snapshot(), entry.entropy)) : rng;
}

/**
 * Re-applies a game's applied actions with its plugin's pure rules from
 * `seed`: the state at the start, then each step lazily, so a caller that
 * wants one version stops there. Stops early if the rules refuse an entry
 * recorded as applied (verify-game reports that case).
 */
export function replayApplied(
  plugin: KnownPlugin,
  seats: readonly Seat[],
  seed: string,
  entries: readonly AuditEntryRow[],
): { readonly initial: unknown; readonly steps: Iterable<AppliedStep> } {
  const start = entries.find((e) => e.kind === "game_started");
  let rng = createRng(startingRngState(seed, start?.entropy));
  const initial = plugin.setup(seats, rng);
  function* steps(): Generator<AppliedStep> {
    let state = initial;
    for (const entry of entries) {
      if (entry.kind !== "action" || entry.outcome !== "applied") continue;
      const payload = entryPayload(entry);
      rng = rngFor(rng, seed, entry);
      const result = plugin.apply(
        state,
        { action_type: entry.action_type as ActionType, payload },
        { actor: entry.actor, rng },
      );
      if (!result.ok) return;
      state = result.state;
      yield { entry, payload, state };
    }
  }
  return { initial, steps: steps() };
}
