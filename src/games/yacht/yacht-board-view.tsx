import { useEffect, useRef, useState } from "preact/hooks";
import { Die } from "../kit/die-view.tsx";
import { useFocusReturn, useRovingGroup } from "../kit/roving-group.ts";
import type { AnnouncedMove, WebBoard, WebBoardProps } from "../kit/web-board.ts";
import type { YachtBoard } from "./yacht-board.ts";
import { YACHT_CATEGORIES } from "./yacht-categories.ts";
import { YachtScorecard } from "./yacht-scorecard-view.tsx";
import { YACHT_WORDS, type YachtWords } from "./yacht-words.ts";

/** "Dice: 3, 3, 5, 2, 6; held: 3, 3", or that nothing is rolled yet. */
function diceText(dice: readonly number[], held: readonly boolean[], words: YachtWords): string {
  if (!dice.some((d) => d > 0)) return words.noRoll;
  return words.dice(
    dice,
    dice.filter((_, i) => held[i]),
  );
}

/**
 * Yacht: five dice to hold between rolls, and every player's scorecard. By
 * keyboard the dice are one tab stop (arrows walk them, Enter or Space holds),
 * then Roll and Stop, then the boxes to score (one tab stop, arrows walk the
 * rows); the focus comes back to Roll or the boxes when the player needs them.
 */
function YachtBoardView({ state, board, act, words }: WebBoardProps<YachtBoard, YachtWords>) {
  const [held, setHeld] = useState<boolean[]>([...board.held]);
  useEffect(() => setHeld([...board.held]), [state.version]);
  const roll = state.allowed_actions.find((a) => a.action_type === "roll_dice");
  const choices = new Set(state.allowed_actions.find((a) => a.action_type === "choose_cell")?.choices ?? []);
  const canPass = state.allowed_actions.some((a) => a.action_type === "pass");
  const rolled = board.dice.some((d) => d > 0);
  const rolledNow = state.last_action?.action_type === "roll_dice";
  const holdable = Boolean(roll?.hold) && rolled;
  const dice = useRovingGroup<HTMLDivElement>(holdable ? board.dice.map((_, i) => `${i}`) : []);
  const boxes = useRovingGroup<HTMLDivElement>(YACHT_CATEGORIES.filter((c) => choices.has(c)));
  const view = useRef<HTMLDivElement>(null);
  useFocusReturn(
    view,
    roll ? '[data-action="roll_dice"]' : choices.size > 0 ? ".scorecard [tabindex='0']" : null,
  );
  const mover = state.players.find((p) => p.participant_id === state.turn?.participant_id);
  return (
    <div class="yacht" ref={view}>
      <p class="sr-only">{mover && `${mover.display_name}: ${diceText(board.dice, held, words)}`}</p>
      <div class="dice-row" ref={dice.ref}>
        {board.dice.map((value, i) => (
          <button
            type="button"
            class="die-button"
            aria-pressed={held[i] ?? false}
            aria-label={`${words.die(i + 1, value || "–")}${held[i] ? `, ${words.held}` : ""}`}
            disabled={!holdable}
            onClick={() => setHeld(held.map((h, j) => (j === i ? !h : h)))}
            {...dice.item(`${i}`)}
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
          data-action="roll_dice"
          disabled={!roll}
          onClick={() => act("roll_dice", roll?.hold ? { hold: held.flatMap((h, i) => (h ? [i] : [])) } : {})}
        >
          {words.roll}
        </button>
        <button type="button" disabled={!canPass} onClick={() => act("pass")}>
          {words.stopRolling}
        </button>
      </div>
      <div class="table-wrap" ref={boxes.ref}>
        <YachtScorecard
          state={state}
          board={board}
          act={act}
          words={words}
          choices={choices}
          item={boxes.item}
        />
      </div>
    </div>
  );
}

/** "Ann: Dice: 3, 3, 5, 2, 6; held: 3, 3" after a roll, "Ann: Full house: 25" after scoring a box. */
function announceYacht(move: AnnouncedMove, board: YachtBoard, words: YachtWords): string | null {
  if (move.action_type === "roll_dice") return `${move.by}: ${diceText(board.dice, board.held, words)}`;
  if (move.action_type === "pass") return `${move.by}: ${words.stopRolling}`;
  const category = YACHT_CATEGORIES.find((c) => c === move.payload.cell);
  const scored = category && board.scorecards[move.seat]?.[category];
  if (move.action_type !== "choose_cell" || !category || scored === undefined) return null;
  return `${move.by}: ${words.rows[category]}: ${scored}`;
}

/** yacht's part of the web client. */
export const yachtWebBoard: WebBoard<YachtBoard, YachtWords> = {
  view: YachtBoardView,
  words: YACHT_WORDS,
  announce: announceYacht,
};
