/**
 * What a backgammon game starts with: money play, or a game of a match to N
 * points. A rematch hands the match on, so the session's next game carries
 * the score and the Crawford rule as an ordinary start with its own audit.
 */
import { Type } from "typebox";
import type { GameOptions } from "../contract.ts";
import { type GameResult, MATCH_LENGTHS, type Match, nextMatchGame } from "./backgammon-cube.ts";

const LONGEST = Math.max(...MATCH_LENGTHS);

/** The options schema: `match_to` (absent or null = money play), and a later game's `score` and `crawford`. */
export const BackgammonOptions = Type.Object(
  {
    match_to: Type.Optional(
      Type.Union([...MATCH_LENGTHS.map((n) => Type.Literal(n)), Type.Null()], {
        description: "Points to win the match: 1, 3, 5, 7, 9 or 11; absent or null is money play.",
      }),
    ),
    score: Type.Optional(
      Type.Tuple(
        [
          Type.Integer({ minimum: 0, maximum: LONGEST - 1 }),
          Type.Integer({ minimum: 0, maximum: LONGEST - 1 }),
        ],
        {
          description:
            "The match score before this game, by seat; a point at or past the match counts as one short of it.",
        },
      ),
    ),
    crawford: Type.Optional(
      Type.Boolean({
        description: "This is the Crawford game (no doubling); only when a seat is one point short.",
      }),
    ),
  },
  { additionalProperties: false },
);

/** The match a start's options describe, or null for money play. */
export function matchOf(options: GameOptions = {}): Match | null {
  const to = options.match_to;
  if (typeof to !== "number") return null;
  const given = Array.isArray(options.score) ? options.score : [0, 0];
  const score: [number, number] = [Math.min(to - 1, Number(given[0])), Math.min(to - 1, Number(given[1]))];
  const crawford = options.crawford === true && score.includes(to - 1);
  return { to, score, crawford };
}

/**
 * The options of the session's next game. A rematch seats the two players
 * the other way round (seats rotate by one), so the score is handed on
 * swapped; a game that ended without a result (aborted) leaves it as it
 * was, and a match that is over starts again at 0–0. A game lost on time
 * loses the match, as under the clock rules of tournament backgammon
 * (decision 0025), so the next game starts a new one.
 */
export function nextGameOptions(
  match: Match | null,
  result: GameResult | null,
  lostOnTime = false,
): GameOptions {
  if (match === null) return {};
  if (lostOnTime) return { match_to: match.to };
  const next = result ? nextMatchGame(match, result) : match;
  if (!next) return { match_to: match.to };
  return { match_to: match.to, score: [next.score[1], next.score[0]], crawford: next.crawford };
}
