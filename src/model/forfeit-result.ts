import type { Outcome } from "../games/contract.ts";

/**
 * The result of a game some players forfeited (they lost on time and left):
 * the last player standing wins; otherwise the game's own winners, less
 * those who left, or, when only they had won, the best score among the rest.
 * Null while the game plays on. verify-game applies the same rule.
 */
export function resultWithForfeits(
  outcome: Outcome,
  seats: readonly string[],
  scores: readonly number[],
  forfeited: ReadonlySet<string>,
): readonly string[] | null {
  const standing = seats.filter((id) => !forfeited.has(id));
  if (forfeited.size > 0 && standing.length <= 1) return standing;
  if (outcome.status !== "finished") return null;
  if (forfeited.size === 0) return outcome.winners;
  const kept = outcome.winners.filter((id) => !forfeited.has(id));
  if (kept.length > 0 || outcome.winners.length === 0) return kept;
  const best = Math.max(...standing.map((id) => scores[seats.indexOf(id)] ?? 0));
  return standing.filter((id) => (scores[seats.indexOf(id)] ?? 0) === best);
}
