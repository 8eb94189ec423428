import type { ChatButton, ChatFace, ChatInput } from "../game-module.ts";
import type { LongNardyBoard } from "./long-nardy-board.ts";
import type { LongNardyWords } from "./long-nardy-words.ts";

/** Buttons for the seat to move; the chat carries only the seed's moves until buttons can carry any action. */
function keyboard(_input: ChatInput<LongNardyBoard>, _words: LongNardyWords): ChatButton[][] {
  return [];
}

/** The opening roll before the first step, then the dice still to play, or the result. */
function status(board: LongNardyBoard, words: LongNardyWords): string[] {
  if (board.result) return [words.result(board.result.points, board.result.mars)];
  const lines = board.last_turn === null ? [words.opening(board.opening[0] ?? 0, board.opening[1] ?? 0)] : [];
  return [...lines, board.moves_left.length > 0 ? words.toMove(board.moves_left) : words.turnDone];
}

/** Long nardy in a chat: one button per legal step, undo and done. */
export const LONG_NARDY_CHAT: ChatFace<LongNardyBoard, LongNardyWords> = {
  keyboard,
  status,
  scoreLine: (_seat, name, score) => `${name} ${score}/15`,
  choice: (cell) => String(cell),
  rolled: () => null,
};
