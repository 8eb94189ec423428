import type { GameAction, GameView, Rng } from "../contract.ts";
import { between, type Strategy, type Strength } from "../strategy.ts";
import type { LudoBoard } from "./ludo-board.ts";
import { HOME, LAST_LOOP, LOOP, loopSquare, moveToken, SAFE_SQUARES, SIX, YARD } from "./ludo-rules.ts";

type TokenMove = LudoBoard["moves"][number];

const ROLL: GameAction = { action_type: "roll_dice", payload: {} };
const choose = (token: number): GameAction => ({ action_type: "choose_cell", payload: { cell: token } });

/** The tokens the view lets the seat choose, with what each would do. */
function choices(view: GameView<LudoBoard>): TokenMove[] {
  const listed = view.allowed_actions.find((a) => a.action_type === "choose_cell")?.choices ?? [];
  return view.board.moves.filter((move) => listed.includes(move.token));
}

/** Rolls, then moves any token it may. */
function easy(view: GameView<LudoBoard>, rng: Rng): GameAction {
  const moves = choices(view);
  if (moves.length === 0) return ROLL;
  return choose((moves[rng.int(moves.length)] as TokenMove).token);
}

/** Whether an opponent token could land on `progress` of `seat` with one roll. */
function threatened(
  board: LudoBoard,
  tokens: readonly (readonly number[])[],
  seat: number,
  progress: number,
) {
  const square = loopSquare(board.starts[seat] ?? 0, progress);
  if (square === null || SAFE_SQUARES.includes(square)) return false;
  return tokens.some(
    (own, s) =>
      s !== seat &&
      own.some((p) => {
        const at = loopSquare(board.starts[s] ?? 0, p);
        const gap = at === null ? 0 : (square - at + LOOP) % LOOP;
        return gap >= 1 && gap <= SIX && p + gap <= LAST_LOOP;
      }),
  );
}

/** How much a move is worth: finishing, capturing, escaping danger and leaving the yard come first. */
function worth(board: LudoBoard, seat: number, move: TokenMove): number {
  const after = moveToken(board.starts, board.tokens, seat, move.token, move.to).tokens;
  let score = move.to / 10 + move.captures * 80;
  if (move.to === HOME) score += 100;
  if (move.from === YARD) score += 50;
  if (move.from <= LAST_LOOP && move.to > LAST_LOOP) score += 30;
  if (move.from !== YARD && threatened(board, board.tokens, seat, move.from)) score += 40 + move.from / 2;
  if (move.to <= LAST_LOOP && threatened(board, after, seat, move.to)) score -= 40 + move.to / 2;
  const square = loopSquare(board.starts[seat] ?? 0, move.to);
  if (square !== null && SAFE_SQUARES.includes(square)) score += 10;
  return score;
}

/** Weighs every movable token and moves the best; ties go to `rng`. */
function hard(view: GameView<LudoBoard>, rng: Rng): GameAction {
  const moves = choices(view);
  if (moves.length === 0) return ROLL;
  const seat = view.turn ?? 0;
  const scored = moves.map((move) => ({ token: move.token, score: worth(view.board, seat, move) }));
  const top = Math.max(...scored.map((s) => s.score));
  const best = scored.filter((s) => s.score === top);
  return choose((best[rng.int(best.length)] as { token: number }).token);
}

/** Ludo's computer players: easy moves any token, hard weighs captures, danger, finishing and the yard. */
export const LUDO_STRATEGIES: Readonly<Record<Strength, Strategy<LudoBoard>>> = {
  easy,
  medium: between(easy, hard),
  hard,
};
