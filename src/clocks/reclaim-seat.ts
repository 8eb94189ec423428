import { recordChange } from "../audit/record-change.ts";
import type { Principal } from "../auth/principal.ts";
import { findGameForUser } from "../db/repositories/game-repository.ts";
import { updateGameAtVersion } from "../db/repositories/game-writer.ts";
import type { GameRow } from "../db/schema.ts";
import type { WriteTx } from "../db/store.ts";
import { DomainError } from "../errors.ts";
import type { StateDocument } from "../games/registry.ts";
import { giveBack, startTurn } from "../model/game-clock.ts";
import { clockOf, pluginOf, seatsOf } from "../model/game-record.ts";
import { buildStateDocument } from "../model/state-document.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
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

/** POST /games/{id}/reclaim: the caller takes their seat back from its stand-in (nothing to do is no error). */
export function reclaimSeat(
  { store, now }: UseCaseDeps,
  principal: Principal,
  gameId: string,
  channel: Channel,
): Promise<{ readonly state: StateDocument; readonly reclaimed: boolean }> {
  const nowMs = now();
  return store.write(async (tx) => {
    const found = await findGameForUser(tx, gameId, principal.userId);
    if (!found) throw new DomainError("game_not_found", `No game ${gameId}.`);
    const { game, session, participantId } = found;
    if (!participantId) throw new DomainError("not_participant");
    if (!seatsOf(game).some((s) => s.id === participantId)) throw new DomainError("not_a_player");
    if (game.status !== "running") throw new DomainError("game_over");
    const back = await giveSeatBack(tx, game, participantId, { channel, nowMs });
    const row = back ?? game;
    const plugin = pluginOf(row);
    const doc = buildStateDocument(
      row,
      plugin,
      JSON.parse(row.state),
      participantId,
      session.status === "Paused",
    );
    return { state: doc, reclaimed: back !== null };
  });
}
