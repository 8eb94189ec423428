import type { Principal } from "../auth/principal.ts";
import type { ClockEvent } from "../model/clock-event.ts";
import { NO_SPECTATORS, type SpectatorCount, withSpectators } from "../model/spectator-count.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import type { Channel } from "../sessions/channel.ts";
import { remindClocks } from "./clock-reminders.ts";
import { reclaimSeat } from "./reclaim-seat.ts";
import { remindWaitingTurns } from "./turn-reminders.ts";
import { expireDueTurns } from "./turn-timeouts.ts";
import { endVacation, readVacation, setVacation } from "./vacation.ts";

export type ClockService = ReturnType<typeof createClockService>;

/** The clock use cases (one file each) bound to their dependencies: stand-ins, vacations, timeouts and reminders. */
export function createClockService(
  deps: UseCaseDeps & {
    /** Told what the clocks did, once committed (the metrics). */
    readonly observeClock?: (event: ClockEvent) => void;
    /** Who watches a game live without a seat, for the state documents it answers; nobody when unset. */
    readonly spectators?: SpectatorCount;
  },
) {
  const observe = deps.observeClock ?? (() => {});
  const spectators = deps.spectators ?? NO_SPECTATORS;
  return {
    /** The caller takes their seat back from its stand-in; answers their state document. */
    reclaim: async (principal: Principal, gameId: string, channel: Channel) => {
      const { state, reclaimed } = await reclaimSeat(deps, principal, gameId, channel);
      if (reclaimed) observe({ kind: "reclaim" });
      return withSpectators(state, spectators);
    },
    /** The caller's vacation; setting or ending it moves their days clocks. */
    vacation: (principal: Principal) => readVacation(deps, principal),
    setVacation: (principal: Principal, until: string) => setVacation(deps, principal, until),
    endVacation: (principal: Principal) => endVacation(deps, principal),
    /** Settles every due clock: timeouts, stand-ins' moves and forfeited seats' turns. */
    expireDueTurns: (limit?: number) => expireDueTurns(deps, observe, limit),
    /** Queues the private reminders of timed turns at 50 and 90 per cent of their time. */
    remindClocks: (limit?: number) => remindClocks(deps, limit),
    /** Queues one private reminder per untimed turn that has waited `minutes` (0 = off). */
    remindWaitingTurns: (minutes: number, limit?: number) => remindWaitingTurns(deps, minutes, limit),
  };
}
