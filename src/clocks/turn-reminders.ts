import { findGame } from "../db/repositories/game-repository.ts";
import { findSession } from "../db/repositories/session-repository.ts";
import { claimTurnReminder, listWaitingTurns } from "../db/repositories/turn-reminder-repository.ts";
import { pluginOf, seatsOf } from "../model/game-record.ts";
import { settleEach } from "../model/settle-each.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import { isoAt } from "../time.ts";
import { queuePrivateNotice } from "./private-notice.ts";

/**
 * Marks one waiting game's version as reminded and, when its mover is a
 * person with a Telegram account, queues their reminder in the same unit.
 * True when a reminder was queued.
 */
function remindTurn({ store, now }: UseCaseDeps, gameId: string, minutes: number): Promise<boolean> {
  const nowMs = now();
  return store.write(async (tx) => {
    const game = await findGame(tx, gameId);
    if (game?.status !== "running" || game.updated_at > isoAt(nowMs - minutes * 60_000)) return false;
    if ((await findSession(tx, game.session_id))?.status !== "InGame") return false;
    const at = isoAt(nowMs);
    if (!(await claimTurnReminder(tx, { gameId, version: game.version, at }))) return false;
    const turn = pluginOf(game).view(JSON.parse(game.state), null).turn;
    const seat = turn === null ? undefined : seatsOf(game)[turn];
    if (!seat || seat.computer) return false;
    return queuePrivateNotice(
      tx,
      game,
      { kind: "turn_reminder", participant_id: seat.id, plugin_id: game.plugin_id, minutes },
      at,
    );
  });
}

/**
 * Queues one private reminder for every running game whose turn has waited
 * `minutes` (0 = off) since its last move. The mark per (game, version) makes
 * two sweepers and restarts safe.
 */
export async function remindWaitingTurns(deps: UseCaseDeps, minutes: number, limit = 100): Promise<number> {
  if (minutes <= 0) return 0;
  const waiting = await listWaitingTurns(deps.store, isoAt(deps.now() - minutes * 60_000), limit);
  return settleEach(waiting, "turn reminder", (id) => remindTurn(deps, id, minutes));
}
