import type { RovingItem } from "../kit/roving-group.ts";
import type { Act, BoardTable } from "../kit/web-board.ts";
import type { YachtBoard } from "./yacht-board.ts";
import { YACHT_CATEGORIES } from "./yacht-categories.ts";
import type { YachtWords } from "./yacht-words.ts";

/**
 * Every player's scorecard; the mover's open boxes they may score now are
 * buttons showing their points, one roving group spread by `item`.
 */
export function YachtScorecard({
  state,
  board,
  act,
  words,
  choices,
  item,
}: {
  state: BoardTable;
  board: YachtBoard;
  act: Act;
  words: YachtWords;
  choices: ReadonlySet<string | number>;
  item: (key: string) => RovingItem;
}) {
  return (
    <table class="scorecard">
      <thead>
        <tr>
          <th scope="col">{words.category}</th>
          {state.players.map((p) => (
            <th scope="col">
              <span class="swatch" aria-hidden="true" style={{ background: p.color }} />
              {p.display_name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {YACHT_CATEGORIES.map((category) => (
          <tr>
            <th scope="row">{words.rows[category]}</th>
            {state.players.map((p) => {
              const scored = board.scorecards[p.seat]?.[category];
              const mine = choices.has(category) && p.participant_id === state.turn?.participant_id;
              return (
                <td>
                  {scored !== undefined ? (
                    scored
                  ) : mine ? (
                    <button
                      type="button"
                      class="score-choice"
                      onClick={() => act("choose_cell", { cell: category })}
                      aria-label={`${words.rows[category]}: ${board.potential[category] ?? 0}`}
                      {...item(category)}
                    >
                      {board.potential[category] ?? 0}
                    </button>
                  ) : (
                    ""
                  )}
                </td>
              );
            })}
          </tr>
        ))}
        <tr class="total">
          <th scope="row">{words.rows.total}</th>
          {state.players.map((p) => (
            <td>{p.score}</td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
