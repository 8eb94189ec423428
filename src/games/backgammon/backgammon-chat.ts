import type { ChatButton, ChatFace, ChatInput } from "../game-module.ts";
import { allowedOf, checkerMoveRows, rowOf, sendButton } from "../kit/chat-buttons.ts";
import { pointsPosition } from "../kit/points-position.ts";
import type { BackgammonBoard } from "./backgammon-board.ts";
import type { BackgammonWords } from "./backgammon-words.ts";

/** What the side to act is waiting on, for the caption and the web board. */
export function backgammonHint(board: BackgammonBoard, words: BackgammonWords): string {
  switch (board.phase) {
    case "roll":
      return words.toRoll;
    case "doubled":
      return words.doubled((board.cube?.value ?? 1) * 2);
    case "move":
      return board.moves_left.length > 0 ? words.toMove(board.moves_left) : "";
    default:
      return board.result ? words.result(board.result.kind, board.result.points) : "";
  }
}

/**
 * One button per legal checker move (13/7), four to a row, then undo and
 * done; before a roll, roll and double; on a double, take and drop.
 */
function keyboard({ board, allowed }: ChatInput<BackgammonBoard>, words: BackgammonWords): ChatButton[][] {
  const button = (type: string, text: string) => allowedOf(allowed, type) && sendButton(text, type);
  return [
    ...checkerMoveRows(allowed, words.moveButton),
    ...rowOf(
      button("roll_dice", words.rollButton),
      button("offer_double", words.doubleButton((board.cube?.value ?? 1) * 2)),
    ),
    ...rowOf(button("take", words.takeButton), button("drop", words.dropButton)),
    ...rowOf(button("undo", words.undoButton), button("confirm_turn", words.confirmButton)),
  ];
}

/** The caption's lines: the cube or the Crawford game, the match, and what the mover is waiting on. */
function status(board: BackgammonBoard, words: BackgammonWords): string[] {
  const lines = [board.cube ? words.cube(board.cube.value) : words.crawford];
  if (board.match) lines.push(words.matchTo(board.match.to, board.match.score));
  const hint = backgammonHint(board, words);
  return hint ? [...lines, hint] : lines;
}

/** Backgammon in a chat: a button per legal checker move, and the cube's and turn's buttons. */
export const BACKGAMMON_CHAT: ChatFace<BackgammonBoard, BackgammonWords> = {
  keyboard,
  status,
  position: pointsPosition,
  scoreLine: (_seat, name, score) => `${name} ${score}`,
  choice: (cell) => String(cell),
  rolled: () => null,
};
