import type { ChatButton, ChatFace, ChatInput } from "../game-module.ts";
import { allowedOf, checkerMoveRows, rowOf, sendButton } from "../kit/chat-buttons.ts";
import { pointsPosition } from "../kit/points-position.ts";
import type { LongNardyBoard } from "./long-nardy-board.ts";
import type { LongNardyWords } from "./long-nardy-words.ts";

/** One button per legal step (13 → 9), four to a row, then undo and done. */
function keyboard({ allowed }: ChatInput<LongNardyBoard>, words: LongNardyWords): ChatButton[][] {
  const button = (type: string, text: string) => allowedOf(allowed, type) && sendButton(text, type);
  return [
    ...checkerMoveRows(allowed, (from, to) =>
      words.moveButton(Number(from), to === "off" ? "off" : Number(to)),
    ),
    ...rowOf(button("undo", words.undoButton), button("confirm_turn", words.confirmButton)),
  ];
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
  position: pointsPosition,
  scoreLine: (_seat, name, score) => `${name} ${score}/15`,
  choice: (cell) => String(cell),
  rolled: () => null,
};
