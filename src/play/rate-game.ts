import { listParticipants } from "../db/repositories/participant-repository.ts";
import { findRating, insertGameResult, saveRating } from "../db/repositories/rating-repository.ts";
import { findSession } from "../db/repositories/session-repository.ts";
import { findUserById } from "../db/repositories/user-repository.ts";
import type { GameRow, RatingRow } from "../db/schema.ts";
import type { WriteTx } from "../db/store.ts";
import { clockOf, seatsOf } from "../model/game-record.ts";
import {
  COMPUTER_SKILL,
  displayRating,
  NEW_SKILL,
  rateSeats,
  type Skill,
  seatResults,
} from "../ratings/rating-model.ts";

/** A seat as the rating sees it: a person's user and stored rating, or a computer's fixed skill. */
type RatedSeat =
  | {
      readonly person: true;
      readonly userId: string;
      readonly participantId: string;
      readonly row?: RatingRow;
    }
  | { readonly person: false; readonly skill: Skill };

async function ratedSeats(tx: WriteTx, game: GameRow): Promise<RatedSeat[]> {
  const users = new Map((await listParticipants(tx, game.session_id)).map((p) => [p.id, p.user_id]));
  return Promise.all(
    seatsOf(game).map(async (seat): Promise<RatedSeat> => {
      const userId = users.get(seat.id);
      if (seat.computer || !userId) return { person: false, skill: COMPUTER_SKILL[seat.computer ?? "easy"] };
      // An erased player is an opponent of a newcomer's skill, and gets no rating or result of their own.
      if ((await findUserById(tx, userId))?.erased_at) return { person: false, skill: NEW_SKILL };
      const row = await findRating(tx, game.plugin_id, userId);
      return { person: true, userId, participantId: seat.id, ...(row ? { row } : {}) };
    }),
  );
}

/**
 * Rates a game that has just finished, in the unit that records its end:
 * every seated person's rating moves once (OpenSkill, see rating-model.ts)
 * and a result row per person is written; computers keep their fixed skill.
 * A player who forfeited is rated as a loss; a seat a stand-in moved for is
 * rated only when it lost, so the absent player never gains from the
 * computer's play (it still counts as an opponent for everyone else).
 * It runs only from the move that finishes the game, so a replayed final
 * action (which applies nothing) rates nothing; `game_results`' key on
 * (game, user) would refuse a second rating anyway.
 */
export async function rateFinishedGame(
  tx: WriteTx,
  game: GameRow,
  winners: readonly string[],
  at: string,
): Promise<void> {
  const seats = await ratedSeats(tx, game);
  const winning = new Set(seatsOf(game).flatMap((seat, i) => (winners.includes(seat.id) ? [i] : [])));
  const clock = clockOf(game);
  // A player who forfeited lost, whatever the others' result (a draw among them included).
  const results = seatResults(seats.length, winning).map((r, i) => (clock.seats[i]?.forfeited ? "loss" : r));
  const before = seats.map((s) => (s.person ? (s.row ?? NEW_SKILL) : s.skill));
  const after = rateSeats(before, results);
  const chatId = (await findSession(tx, game.session_id))?.telegram_chat_id ?? null;
  for (const [i, seat] of seats.entries()) {
    // A stand-in never wins points for the absent player: their seat counts only when it lost.
    if (!seat.person || (clock.seats[i]?.stood_in && results[i] !== "loss")) continue;
    const skill = after[i] as Skill;
    const result = results[i] ?? "draw";
    const old = seat.row;
    await saveRating(
      tx,
      {
        plugin_id: game.plugin_id,
        user_id: seat.userId,
        mu: skill.mu,
        sigma: skill.sigma,
        rating: displayRating(skill),
        games: (old?.games ?? 0) + 1,
        wins: (old?.wins ?? 0) + (result === "win" ? 1 : 0),
        updated_at: at,
      },
      old ? old.games : null,
    );
    await insertGameResult(tx, {
      game_id: game.id,
      user_id: seat.userId,
      plugin_id: game.plugin_id,
      participant_id: seat.participantId,
      result,
      rating_before: displayRating(before[i] as Skill),
      rating_after: displayRating(skill),
      chat_id: chatId,
      finished_at: at,
    });
  }
}
