import type { ChatFace } from "../game-module.ts";
import { allowedOf, oneBased, rowOf } from "../kit/chat-buttons.ts";
import type { SnakesAndLaddersWords } from "./snakes-and-ladders-words.ts";
import type { TrackBoard } from "./track-board.ts";

/** Snakes and ladders in a chat: one roll button. */
export const SNAKES_AND_LADDERS_CHAT: ChatFace<TrackBoard, SnakesAndLaddersWords> = {
  keyboard: ({ allowed }, words) =>
    rowOf(allowedOf(allowed, "roll_dice") && { text: words.rollButton, move: { type: "roll" } }),
  status: () => [],
  position: (board, words, names) => [
    words.list(
      board.positions.map((square, seat) =>
        words.seatPosition(
          names[seat] ?? String(seat + 1),
          square === 0 ? words.start : words.square(square),
        ),
      ),
    ),
  ],
  scoreLine: (_seat, name, score) => `${name} ${score}`,
  choice: oneBased,
  rolled: (board) => board.last_roll,
};
