import type { AuditEntry, AuditEntryOf } from "../documents/audit-entry.ts";
import { findEntry, isEntryOf } from "../documents/read-audit-entry.ts";
import type { ActionType, GameAction, Rng, Seat } from "../games/contract.ts";
import type { KnownPlugin } from "../games/registry.ts";
import { createRng, mixEntropy, startingRngState } from "../games/rng.ts";

/** Where a game's slice says it started, and how it ended (none while it runs). */
export interface GameBounds {
  readonly start: AuditEntryOf<"game_started"> | undefined;
  readonly end: AuditEntryOf<"game_finished" | "game_aborted"> | undefined;
}

/** The game_started entry of a slice, and its game_finished or game_aborted entry. */
export function boundsOf(entries: readonly AuditEntry[]): GameBounds {
  return {
    start: findEntry(entries, "game_started"),
    end: findEntry(entries, "game_finished", "game_aborted"),
  };
}

/** The seats a game started with (ids only: names are not in the chain). */
export function startSeats(start: AuditEntryOf<"game_started">): Seat[] {
  return start.change.payload.seats.map(({ id }) => ({ id, name: "" }));
}

/**
 * One recorded move, replayed: applied (and the state after it); recorded
 * as applied but refused by the rules now (the state stays as it was); or
 * recorded as rejected, with a check that the rules still refuse it so.
 */
export type LogStep =
  | { readonly type: "applied"; readonly entry: AuditEntryOf<"action">; readonly state: unknown }
  | { readonly type: "refused"; readonly entry: AuditEntryOf<"action">; readonly code: string }
  | {
      readonly type: "rejected";
      readonly entry: AuditEntryOf<"action">;
      /** Whether the rules refuse it again, with the recorded code, from the state it met. */
      readonly confirmed: () => boolean;
    };

/** The dice an applied entry drew from: the stream so far, with the entry's entropy mixed in first. */
function rngFor(rng: Rng, seed: string, entry: AuditEntry): Rng {
  return entry.entropy ? createRng(mixEntropy(seed, rng.snapshot(), entry.entropy)) : rng;
}

const REJECTED = "rejected:";

/**
 * The one replay of a game's audit slice, shared by verify-game, exports,
 * replays, open data, a retry's rebuilt document and the verify page: the
 * state the plugin's pure rules set up from `seed` (mixed with the start's
 * entropy), then each recorded move lazily, so a caller that wants one
 * version stops there. A rejected rule check never draws from the dice, so
 * only applied moves advance them (with their own entropy mixed in first).
 */
export function replayLog(
  plugin: KnownPlugin,
  seats: readonly Seat[],
  seed: string,
  entries: readonly AuditEntry[],
): { readonly initial: unknown; readonly steps: Iterable<LogStep> } {
  const started = findEntry(entries, "game_started");
  let rng = createRng(startingRngState(seed, started?.entropy));
  const initial = plugin.setup(seats, rng, started?.change.payload.options ?? {});
  function* steps(): Generator<LogStep> {
    let state = initial;
    for (const entry of entries) {
      if (!isEntryOf(entry, "action")) continue;
      const action: GameAction = {
        action_type: entry.action_type as ActionType,
        payload: entry.change.payload,
      };
      if (entry.outcome === "applied") {
        rng = rngFor(rng, seed, entry);
        const result = plugin.apply(state, action, { actor: entry.actor, rng });
        if (!result.ok) {
          yield { type: "refused", entry, code: result.code };
          continue;
        }
        state = result.state;
        yield { type: "applied", entry, state };
      } else if (entry.outcome.startsWith(REJECTED)) {
        const [met, dice] = [state, rng.snapshot()];
        const code = entry.outcome.slice(REJECTED.length);
        const confirmed = () => {
          const result = plugin.apply(met, action, { actor: entry.actor, rng: createRng(dice) });
          return !result.ok && result.code === code;
        };
        yield { type: "rejected", entry, confirmed };
      }
    }
  }
  return { initial, steps: steps() };
}
