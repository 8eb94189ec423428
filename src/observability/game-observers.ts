import type { Metrics } from "../../platform/metrics.ts";
import type { ClockEvent } from "../model/clock-event.ts";
import type { ActionEvent } from "../play/game-service.ts";

/**
 * The game service's observers, reporting into the process's metrics: every
 * action through `core.games.act`, whichever door sent it, and what the
 * clocks did. With metrics off, actions are not timed at all.
 */
export function gameObservers(metrics: Metrics) {
  return {
    observeClock(event: ClockEvent): void {
      if (event.kind === "timeout") metrics.gameTimeouts.inc({ outcome: event.outcome });
      else if (event.kind === "stand_in_move") metrics.standInMoves.inc();
      else if (event.kind === "reclaim") metrics.seatReclaims.inc();
    },
    ...(metrics.enabled
      ? {
          observeAction({ pluginId, outcome, seconds }: ActionEvent): void {
            metrics.gameActions.inc({ plugin_id: pluginId, outcome });
            metrics.gameActionDuration.observe({ plugin_id: pluginId }, seconds);
          },
        }
      : {}),
  };
}
