import type { ChatButton, ChatFace, ChatInput } from "../game-module.ts";
import { allowedOf, inPairs, rowOf } from "../kit/chat-buttons.ts";
import type { LudoBoard } from "./ludo-board.ts";
import type { LudoWords } from "./ludo-words.ts";

/** One button per token the mover may choose, saying where it goes; else the roll button. */
function keyboard({ board, allowed }: ChatInput<LudoBoard>, words: LudoWords): ChatButton[][] {
  const choices = new Set(allowedOf(allowed, "choose_cell")?.choices ?? []);
  const tokens = board.moves
    .filter((move) => choices.has(move.token))
    .map((move): ChatButton => ({ text: words.moveButton(move), move: { type: "cell", cell: move.token } }));
  return [
    ...rowOf(allowedOf(allowed, "roll_dice") && { text: words.rollButton, move: { type: "roll" } }),
    ...inPairs(tokens),
  ];
}

/** What the seat to move is waiting for, under the caption's turn line. */
function status(board: LudoBoard, words: LudoWords): string[] {
  if (board.phase === "move" && board.last_roll !== null) return [words.pickToken(board.last_roll)];
  return board.sixes > 0 ? [words.rollAgain] : [];
}

/** Ludo in a chat: the roll button, then one button per movable token. */
export const LUDO_CHAT: ChatFace<LudoBoard, LudoWords> = {
  keyboard,
  status,
  position: (board, words, names) =>
    board.tokens.map((tokens, seat) => words.seatPosition(names[seat] ?? String(seat + 1), tokens)),
  scoreLine: (_seat, name, score) => `${name} ${score}/4 🏠`,
  choice: (cell, words) => words.token(Number(cell) + 1),
  rolled: (board) => board.last_roll,
};
