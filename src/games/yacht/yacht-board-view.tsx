import { useEffect, useState } from "preact/hooks";
import { Die } from "../kit/die-view.tsx";
import type { WebBoard, WebBoardProps } from "../kit/web-board.ts";
import type { YachtBoard } from "./yacht-board.ts";
import { YachtScorecard } from "./yacht-scorecard-view.tsx";
import { YACHT_WORDS, type YachtWords } from "./yacht-words.ts";

/** Yacht: five dice to hold between rolls, and every player's scorecard. */
function YachtBoardView({ state, board, act, words }: WebBoardProps<YachtBoard, YachtWords>) {
  const [held, setHeld] = useState<boolean[]>([...board.held]);
  useEffect(() => setHeld([...board.held]), [state.version]);
  const roll = state.allowed_actions.find((a) => a.action_type === "roll_dice");
  const choices = new Set(state.allowed_actions.find((a) => a.action_type === "choose_cell")?.choices ?? []);
  const canPass = state.allowed_actions.some((a) => a.action_type === "pass");
  const rolled = board.dice.some((d) => d > 0);
  const rolledNow = state.last_action?.action_type === "roll_dice";
  return (
    <div class="yacht">
      <div class="dice-row">
        {board.dice.map((value, i) => (
          <button
            type="button"
            class="die-button"
            aria-pressed={held[i] ?? false}
            aria-label={`${words.die(i + 1, value || "–")}${held[i] ? `, ${words.held}` : ""}`}
            disabled={!roll?.hold || !rolled}
            onClick={() => setHeld(held.map((h, j) => (j === i ? !h : h)))}
          >
            <Die
              value={value || null}
              held={held[i] ?? false}
              {...(rolledNow && !board.held[i] ? { rollKey: state.version } : {})}
            />
          </button>
        ))}
      </div>
      <p class="hint">{words.rollsLeft(board.rolls_left)}</p>
      <div class="actions">
        <button
          type="button"
          disabled={!roll}
          onClick={() => act("roll_dice", roll?.hold ? { hold: held.flatMap((h, i) => (h ? [i] : [])) } : {})}
        >
          {words.roll}
        </button>
        <button type="button" disabled={!canPass} onClick={() => act("pass")}>
          {words.stopRolling}
        </button>
      </div>
      <div class="table-wrap">
        <YachtScorecard state={state} board={board} act={act} words={words} choices={choices} />
      </div>
    </div>
  );
}

/** yacht's part of the web client. */
export const yachtWebBoard: WebBoard<YachtBoard, YachtWords> = { view: YachtBoardView, words: YACHT_WORDS };
