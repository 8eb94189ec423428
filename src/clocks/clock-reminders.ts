import { claimClockReminder, listDueClockReminders } from "../db/repositories/clock-reminder-repository.ts";
import { findGame } from "../db/repositories/game-repository.ts";
import { setNextReminder } from "../db/repositories/game-writer.ts";
import { findSession } from "../db/repositories/session-repository.ts";
import { nextReminder, reachedMarks, seatIsAway } from "../model/game-clock.ts";
import { clockOf, seatsOf } from "../model/game-record.ts";
import { settleEach } from "../model/settle-each.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import { isoAt } from "../time.ts";
import { queuePrivateNotice } from "./private-notice.ts";

/**
 * Reminds one game's mover of the marks their turn has reached (50 and 90
 * per cent of its time), once per turn and mark: when both are due at once,
 * only the later is sent. Moves the game's next reminder on in the same unit.
 * True when a reminder was queued.
 */
function remindClock({ store, now }: UseCaseDeps, gameId: string): Promise<boolean> {
  const nowMs = now();
  return store.write(async (tx) => {
    const game = await findGame(tx, gameId);
    const at = isoAt(nowMs);
    if (game?.status !== "running" || !game.remind_at || game.remind_at > at) return false;
    const clock = clockOf(game);
    const turn = clock.turn;
    const next = turn && nextReminder(turn, nowMs);
    await setNextReminder(tx, { id: game.id, version: game.version, remindAt: next ? isoAt(next) : null });
    if (!turn || !game.turn_deadline || seatIsAway(clock, turn.seat)) return false;
    if ((await findSession(tx, game.session_id))?.status !== "InGame") return false;
    let percent: number | null = null;
    for (const mark of reachedMarks(turn, nowMs)) {
      if (await claimClockReminder(tx, { gameId, turnVersion: turn.version, percent: mark, at }))
        percent = mark;
    }
    const seat = seatsOf(game)[turn.seat];
    if (percent === null || !seat || seat.computer) return false;
    return queuePrivateNotice(
      tx,
      game,
      {
        kind: "clock_reminder",
        participant_id: seat.id,
        plugin_id: game.plugin_id,
        percent,
        deadline: game.turn_deadline,
      },
      at,
    );
  });
}

/** Queues the private reminders of every timed turn that reached a mark. */
export async function remindClocks(deps: UseCaseDeps, limit = 100): Promise<number> {
  const due = await listDueClockReminders(deps.store, isoAt(deps.now()), limit);
  return settleEach(due, "clock reminder", (id) => remindClock(deps, id));
}
