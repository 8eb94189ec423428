import { Die } from "../kit/die-view.tsx";
import type { WebBoard, WebBoardProps } from "../kit/web-board.ts";
import { SNAKES_AND_LADDERS_WORDS, type SnakesAndLaddersWords } from "./snakes-and-ladders-words.ts";
import type { TrackBoard } from "./track-board.ts";

/** Snakes and ladders: a boustrophedon track in SVG, numbered from the bottom left. */
function TrackBoardView({ state, board, act, words }: WebBoardProps<TrackBoard, SnakesAndLaddersWords>) {
  const n = board.size;
  const cell = 100 / n;
  const center = (square: number): [number, number] => {
    const i = square - 1;
    const row = Math.floor(i / n);
    const col = row % 2 === 0 ? i % n : n - 1 - (i % n);
    return [col * cell + cell / 2, (n - 1 - row) * cell + cell / 2];
  };
  const can = state.allowed_actions.some((a) => a.action_type === "roll_dice");
  const squares = Array.from({ length: n * n }, (_, i) => i + 1);
  return (
    <div class="track">
      <svg
        dir="ltr"
        viewBox="0 0 100 100"
        role="img"
        aria-label={state.players
          .map((p) => `${p.display_name}: ${words.square(board.positions[p.seat] ?? 0)}`)
          .join(", ")}
      >
        {squares.map((s) => {
          const [x, y] = center(s);
          return (
            <g>
              <rect
                x={x - cell / 2}
                y={y - cell / 2}
                width={cell}
                height={cell}
                class={s % 2 ? "sq odd" : "sq"}
              />
              <text x={x - cell / 2 + 0.8} y={y - cell / 2 + 2.6} class="sq-num">
                {s}
              </text>
            </g>
          );
        })}
        {board.ladders.map(([from, to]) => {
          const [x1, y1] = center(from);
          const [x2, y2] = center(to);
          return <line x1={x1} y1={y1} x2={x2} y2={y2} class="ladder" />;
        })}
        {board.snakes.map(([from, to]) => {
          const [x1, y1] = center(from);
          const [x2, y2] = center(to);
          return (
            <path d={`M${x1} ${y1} Q ${(x1 + x2) / 2 + 6} ${(y1 + y2) / 2} ${x2} ${y2}`} class="snake" />
          );
        })}
        {state.players.map((p, i) => {
          const pos = board.positions[p.seat] ?? 0;
          const [x, y] = pos > 0 ? center(pos) : [cell / 2, 100 - cell / 2];
          return (
            <circle
              cx={x + (i % 2) * 2.4 - 1.2}
              cy={y + Math.floor(i / 2) * 2.4 - 1.2}
              r={cell / 5}
              fill={p.color}
              class="token"
            />
          );
        })}
      </svg>
      <div class="roll-row">
        <Die value={board.last_roll} rollKey={state.version} />
        <button type="button" disabled={!can} onClick={() => act("roll_dice")}>
          {words.roll}
        </button>
      </div>
    </div>
  );
}

/** snakesAndLadders's part of the web client. */
export const snakesAndLaddersWebBoard: WebBoard<TrackBoard, SnakesAndLaddersWords> = {
  view: TrackBoardView,
  words: SNAKES_AND_LADDERS_WORDS,
};
