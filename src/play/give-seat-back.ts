import { recordChange } from "../audit/record-change.ts";
import { updateGameAtVersion } from "../db/repositories/game-writer.ts";
import type { GameRow } from "../db/schema.ts";
import type { WriteTx } from "../db/store.ts";
import { giveBack, startTurn } from "../model/game-clock.ts";
import { clockOf, seatsOf } from "../model/game-record.ts";
import type { Channel } from "../sessions/channel.ts";
import { isoAt } from "../time.ts";

const isoOf = (ms: number | null) => (ms === null ? null : isoAt(ms));

/**
 * Gives a seat a computer keeps back to its player, in the caller's unit: the
 * stand-in leaves, and when it is their turn their clock starts afresh (a
 * paused game keeps it for the resume). The game's version stays; the audit
 * records the return. Null when no stand-in had the seat.
 */
export async function giveSeatBack(
  tx: WriteTx,
  game: GameRow,
  participantId: string,
  by: { readonly channel: Channel | "computer"; readonly nowMs: number },
): Promise<GameRow | null> {
  const seat = seatsOf(game).findIndex((s) => s.id === participantId);
  const clock = clockOf(game);
  if (seat < 0 || !clock.seats[seat]?.stand_in) return null;
  const back = giveBack(clock, seat);
  const moving = clock.turn?.seat === seat;
  const timing = moving ? startTurn(back, seat, game.version, by.nowMs) : null;
  const paused = game.turn_deadline === null && game.turn_remaining_ms !== null;
  const deadline = timing?.deadlineMs ?? null;
  const updated: GameRow = {
    ...game,
    clock: JSON.stringify(timing?.clock ?? back),
    ...(timing && paused && deadline !== null && { turn_remaining_ms: deadline - by.nowMs }),
    ...(timing && !paused && { turn_deadline: isoOf(deadline), remind_at: isoOf(timing.remindMs) }),
  };
  await updateGameAtVersion(tx, updated, game.version);
  await recordChange(tx, {
    session_id: game.session_id,
    game_id: game.id,
    at: isoAt(by.nowMs),
    actor: participantId,
    channel: by.channel,
    kind: "seat_reclaimed",
    payload: { seat },
    notify: { kind: "game_updated", actor: participantId, phase: "running" },
  });
  return updated;
}
