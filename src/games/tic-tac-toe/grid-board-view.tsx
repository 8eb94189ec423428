import { useEffect, useRef, useState } from "preact/hooks";
import type { AnnouncedMove, WebBoard, WebBoardProps } from "../kit/web-board.ts";
import type { GridBoard } from "./grid-board.ts";
import { cellAfterKey, type FocusGrid, tabStop } from "./grid-keys.ts";
import { TIC_TAC_TOE_WORDS, type TicTacToeWords } from "./tic-tac-toe-words.ts";

/**
 * The board's roving tab stop: one open cell is in the tab order, arrows move
 * among the open ones, and focus comes back to the board when the player's
 * turn does if it was there when their last move disabled every cell.
 */
function useRovingFocus(grid: FocusGrid) {
  const boardRef = useRef<HTMLDivElement>(null);
  const held = useRef(false);
  const [last, setLast] = useState<number | null>(null);
  const stop = tabStop(grid, last);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (held.current && lost && stop !== null) {
      boardRef.current?.querySelector<HTMLElement>(`[data-cell="${stop}"]`)?.focus();
    }
  }, [stop]);
  const onKeyDown = (event: KeyboardEvent) => {
    const from = Number((event.target as HTMLElement).dataset.cell);
    const to = cellAfterKey(grid, from, event.key);
    if (to === null) return;
    event.preventDefault();
    setLast(to);
    boardRef.current?.querySelector<HTMLElement>(`[data-cell="${to}"]`)?.focus();
  };
  const onCellFocus = (event: FocusEvent) => {
    held.current = true;
    setLast(Number((event.target as HTMLElement).dataset.cell));
  };
  const onCellBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    held.current = next === null || (boardRef.current?.contains(next) ?? false);
  };
  return { boardRef, stop, onKeyDown, onCellFocus, onCellBlur };
}

/** Tic-tac-toe: one labelled button per cell, marks drawn in SVG, played by pointer or keyboard. */
function GridBoardView({ state, board, act, words }: WebBoardProps<GridBoard, TicTacToeWords>) {
  const open = new Set(state.allowed_actions.find((a) => a.action_type === "choose_cell")?.choices ?? []);
  const grid = { rows: board.rows, cols: board.cols, open: new Set([...open].map(Number)) };
  const { boardRef, stop, onKeyDown, onCellFocus, onCellBlur } = useRovingFocus(grid);
  const colorOf = (seat: number) => state.players[seat]?.color ?? "currentColor";
  return (
    <div
      ref={boardRef}
      dir="ltr"
      class="grid-board"
      style={{ gridTemplateColumns: `repeat(${board.cols}, 1fr)` }}
    >
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
            tabIndex={i === stop ? 0 : -1}
            data-cell={i}
            onClick={() => act("choose_cell", { cell: i })}
            onKeyDown={onKeyDown}
            onFocus={onCellFocus}
            onBlur={onCellBlur}
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

/** "Ann: Row 1, column 2": the cell just marked. */
function announceMark(move: AnnouncedMove, board: GridBoard, words: TicTacToeWords): string | null {
  const cell = Number(move.payload.cell);
  if (move.action_type !== "choose_cell" || !Number.isInteger(cell)) return null;
  return `${move.by}: ${words.cell(Math.floor(cell / board.cols) + 1, (cell % board.cols) + 1)}`;
}

/** ticTacToe's part of the web client. */
export const ticTacToeWebBoard: WebBoard<GridBoard, TicTacToeWords> = {
  view: GridBoardView,
  words: TIC_TAC_TOE_WORDS,
  announce: announceMark,
};
