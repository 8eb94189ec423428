import { enqueueOutbox } from "../db/repositories/outbox-repository.ts";
import type { WriteTx } from "../db/store.ts";
import type { TournamentRow } from "../db/tournament-schema.ts";
import type { ChatNotice } from "../documents/chat-notice.ts";
import { isoAt } from "../time.ts";

/** A table just opened, as its players' notices need it. */
export interface OpenedTable {
  readonly sessionId: string;
  readonly gameId: string;
  /** The players' private chats with the bot (Telegram users only). */
  readonly chatIds: readonly string[];
}

/** Queues a tournament's notice; its rows queue in order under the tournament's id. */
function enqueue(
  tx: WriteTx,
  row: TournamentRow,
  notice: ChatNotice,
  nowMs: number,
  gameId: string | null = null,
) {
  return enqueueOutbox(tx, { session_id: row.id, game_id: gameId, version: null, notice, at: isoAt(nowMs) });
}

/**
 * The chat notices of one step, in its unit: a new round's pairings in the
 * tournament's group (an arena's first wave only: later waves would flood
 * it), each new game to its Telegram players privately, and the end.
 */
export async function noticeStep(
  tx: WriteTx,
  row: TournamentRow,
  step: { readonly round: number; readonly opened: readonly OpenedTable[]; readonly finished: boolean },
  nowMs: number,
): Promise<void> {
  const group = row.chat_id;
  if (group && step.opened.length > 0 && (row.format !== "arena" || step.round === 1)) {
    await enqueue(
      tx,
      row,
      { kind: "tournament_round", tournament_id: row.id, chat_id: group, round: step.round },
      nowMs,
    );
  }
  for (const table of step.opened) {
    for (const chatId of table.chatIds) {
      const notice: ChatNotice = {
        kind: "tournament_game",
        tournament_id: row.id,
        chat_id: chatId,
        session_id: table.sessionId,
        round: step.round,
      };
      await enqueue(tx, row, notice, nowMs, table.gameId);
    }
  }
  if (group && step.finished) {
    await enqueue(tx, row, { kind: "tournament_finished", tournament_id: row.id, chat_id: group }, nowMs);
  }
}
