/**
 * Points per table. Swiss: a win or a bye is 1, a draw ½ each, a loss 0.
 * Arena: a win is 2 and a draw 1; after two wins in a row each further win
 * is doubled, until a draw or a loss breaks the streak. (Knockout counts
 * matches, not tables: see knockout-bracket.ts.)
 */
import { outcomeFor, type TableOutcome, type TableRecord } from "./tournament-model.ts";

const SWISS: Readonly<Record<TableOutcome, number>> = { win: 1, bye: 1, draw: 0.5, loss: 0 };

/** A player's Swiss points over the finished tables they sat at. */
export function swissPoints(tables: readonly TableRecord[], userId: string): number {
  let points = 0;
  for (const table of tables) {
    const outcome = table.players.includes(userId) ? outcomeFor(table, userId) : null;
    if (outcome) points += SWISS[outcome];
  }
  return points;
}

/** A player's arena score: their finished tables in the order they were paired, streaks doubling wins. */
export function arenaPoints(tables: readonly TableRecord[], userId: string): number {
  let points = 0;
  let streak = 0;
  const own = tables.filter((t) => t.players.includes(userId)).sort((a, b) => a.round - b.round);
  for (const table of own) {
    const outcome = outcomeFor(table, userId);
    if (outcome === null) continue;
    if (outcome === "win" || outcome === "bye") {
      points += streak >= 2 ? 4 : 2;
      streak += 1;
    } else {
      points += outcome === "draw" ? 1 : 0;
      streak = 0;
    }
  }
  return points;
}
