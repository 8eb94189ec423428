import { listDueGames } from "../db/repositories/game-repository.ts";
import type { ClockEvent } from "../model/clock-event.ts";
import { settleEach } from "../model/settle-each.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import { isoAt } from "../time.ts";
import { settleDueTurn } from "./settle-turn.ts";

/**
 * Settles every running game whose stored deadline has passed (a timeout, a
 * stand-in's move, a forfeited seat's turn), soonest first, and tells
 * `observe` what each clock did once it committed. Deadlines live in the
 * database, so a restart loses none; the version check makes two sweepers
 * safe.
 */
export async function expireDueTurns(
  deps: UseCaseDeps,
  observe: (event: ClockEvent) => void,
  limit = 100,
): Promise<number> {
  const due = await listDueGames(deps.store, isoAt(deps.now()), limit);
  return settleEach(due, "turn timeout", async (id) => {
    const events = await settleDueTurn(deps, id);
    events.forEach(observe);
    return events.length > 0;
  });
}
