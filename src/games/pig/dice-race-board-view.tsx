import { Die } from "../kit/die-view.tsx";
import type { AnnouncedMove, WebBoard, WebBoardProps } from "../kit/web-board.ts";
import type { DiceRaceBoard } from "./dice-race-board.ts";
import { PIG_WORDS, type PigWords } from "./pig-words.ts";

/** Pig: each player's banked points as a bar towards the target, the die and the turn's total. */
function DiceRaceBoardView({ state, board, act, words }: WebBoardProps<DiceRaceBoard, PigWords>) {
  const can = (type: string) => state.allowed_actions.some((a) => a.action_type === type);
  return (
    <div class="dice-race">
      <p class="hint">{words.firstTo(board.target)}</p>
      <svg
        dir="ltr"
        class="bars"
        viewBox={`0 0 300 ${state.players.length * 34}`}
        role="img"
        aria-label={state.players.map((p) => `${p.display_name}: ${board.banked[p.seat] ?? 0}`).join(", ")}
      >
        {state.players.map((p, i) => {
          const w = Math.min(1, (board.banked[p.seat] ?? 0) / board.target) * 220;
          return (
            <g transform={`translate(0 ${i * 34})`}>
              <rect x="70" y="6" width="220" height="20" rx="6" class="track" />
              <rect x="70" y="6" width={w} height="20" rx="6" fill={p.color} />
              <text x="0" y="21" class="label">
                {p.display_name.slice(0, 9)}
              </text>
              <text x="286" y="21" text-anchor="end" class="value">
                {board.banked[p.seat] ?? 0}
              </text>
            </g>
          );
        })}
      </svg>
      <div class="roll-row">
        <Die value={board.last_roll} rollKey={state.version} />
        <span>{words.thisTurn(board.turn_total)}</span>
      </div>
      <div class="actions">
        <button type="button" disabled={!can("roll_dice")} onClick={() => act("roll_dice")}>
          {words.roll}
        </button>
        <button type="button" disabled={!can("pass")} onClick={() => act("pass")}>
          {words.bank}
        </button>
      </div>
    </div>
  );
}

/** "Ann: Last roll: 4, This turn: 7" after a roll; "Ann: Bank" after banking. */
function announceRoll(move: AnnouncedMove, board: DiceRaceBoard, words: PigWords): string | null {
  if (move.action_type === "pass") return `${move.by}: ${words.bank}`;
  if (move.action_type !== "roll_dice" || board.last_roll === null) return null;
  return `${move.by}: ${words.lastRollIs(board.last_roll)}, ${words.thisTurn(board.turn_total)}`;
}

/** pig's part of the web client. */
export const pigWebBoard: WebBoard<DiceRaceBoard, PigWords> = {
  view: DiceRaceBoardView,
  words: PIG_WORDS,
  announce: announceRoll,
};
