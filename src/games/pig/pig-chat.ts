import type { ChatFace } from "../game-module.ts";
import { allowedOf, oneBased, rowOf } from "../kit/chat-buttons.ts";
import type { DiceRaceBoard } from "./dice-race-board.ts";
import type { PigWords } from "./pig-words.ts";

/** Pig in a chat: roll on, or bank the turn's points. */
export const PIG_CHAT: ChatFace<DiceRaceBoard, PigWords> = {
  keyboard: ({ board, allowed }, words) =>
    rowOf(
      allowedOf(allowed, "roll_dice") && { text: words.rollButton, move: { type: "roll" } },
      allowedOf(allowed, "pass") && { text: words.bankButton(board.turn_total), move: { type: "pass" } },
    ),
  status: () => [],
  position: (board, words) => [
    ...(board.turn_total > 0 ? [words.thisTurn(board.turn_total)] : []),
    ...(board.last_roll !== null ? [words.lastRollIs(board.last_roll)] : []),
  ],
  scoreLine: (_seat, name, score) => `${name} ${score}`,
  choice: oneBased,
  rolled: (board) => board.last_roll,
};
