import type { WebBoard, WebBoardProps } from "../kit/web-board.ts";
import type { GridBoard } from "./grid-board.ts";
import { TIC_TAC_TOE_WORDS, type TicTacToeWords } from "./tic-tac-toe-words.ts";

/** Tic-tac-toe: one labelled button per cell, marks drawn in SVG. */
function GridBoardView({ state, board, act, words }: WebBoardProps<GridBoard, TicTacToeWords>) {
  const open = new Set(state.allowed_actions.find((a) => a.action_type === "choose_cell")?.choices ?? []);
  const colorOf = (seat: number) => state.players[seat]?.color ?? "currentColor";
  return (
    <div class="grid-board" style={{ gridTemplateColumns: `repeat(${board.cols}, 1fr)` }}>
      {board.cells.map((seat, i) => {
        const r = Math.floor(i / board.cols) + 1;
        const c = (i % board.cols) + 1;
        const who = seat === null ? words.empty : (state.players[seat]?.display_name ?? "");
        const winning = board.winning_line?.includes(i);
        return (
          <button
            type="button"
            class={`cell${winning ? " winning" : ""}${board.last_cell === i ? " last" : ""}`}
            aria-label={`${words.cell(r, c)}: ${who}`}
            disabled={!open.has(i)}
            data-cell={i}
            onClick={() => act("choose_cell", { cell: i })}
          >
            {seat !== null && (
              <svg viewBox="0 0 100 100" aria-hidden="true">
                {seat === 0 ? (
                  <path
                    d="M22 22 L78 78 M78 22 L22 78"
                    stroke={colorOf(seat)}
                    stroke-width="12"
                    stroke-linecap="round"
                  />
                ) : (
                  <circle cx="50" cy="50" r="30" fill="none" stroke={colorOf(seat)} stroke-width="12" />
                )}
              </svg>
            )}
          </button>
        );
      })}
    </div>
  );
}

/** ticTacToe's part of the web client. */
export const ticTacToeWebBoard: WebBoard<GridBoard, TicTacToeWords> = {
  view: GridBoardView,
  words: TIC_TAC_TOE_WORDS,
};
