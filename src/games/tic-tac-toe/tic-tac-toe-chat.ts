import type { ChatButton, ChatFace, ChatInput } from "../game-module.ts";
import { allowedOf, oneBased } from "../kit/chat-buttons.ts";
import type { GridBoard } from "./grid-board.ts";
import type { TicTacToeWords } from "./tic-tac-toe-words.ts";

const MARKS = ["❌", "⭕"];

/** The grid as buttons: a free cell moves there, a marked one shows its mark. */
function keyboard({ board, allowed }: ChatInput<GridBoard>): ChatButton[][] {
  const free = new Set(allowedOf(allowed, "choose_cell")?.choices ?? []);
  if (free.size === 0) return [];
  return Array.from({ length: board.rows }, (_, r) =>
    Array.from({ length: board.cols }, (_, c): ChatButton => {
      const i = r * board.cols + c;
      const mark = board.cells[i];
      if (free.has(i)) return { text: "·", move: { type: "cell", cell: i } };
      return { text: mark === null || mark === undefined ? " " : (MARKS[mark] ?? "?") };
    }),
  );
}

/** Tic-tac-toe in a chat: the grid is the keyboard, and each seat shows its mark. */
export const TIC_TAC_TOE_CHAT: ChatFace<GridBoard, TicTacToeWords> = {
  keyboard,
  status: () => [],
  position: (board, words) =>
    Array.from({ length: board.rows }, (_, r) =>
      words.row(
        r + 1,
        board.cells
          .slice(r * board.cols, (r + 1) * board.cols)
          .map((mark) => (mark === null || mark === undefined ? words.empty : words.mark(mark))),
      ),
    ),
  scoreLine: (seat, name) => `${MARKS[seat] ?? ""} ${name}`,
  choice: oneBased,
  rolled: () => null,
};
