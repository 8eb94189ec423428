/**
 * The rating method: OpenSkill's Weng-Lin Plackett-Luce model (the package's
 * default), each seat its own team. Winners share rank 1 and everybody else
 * rank 2; a game without winners, or won by every seat, is a draw (one rank).
 * The display number is OpenSkill's ordinal, scaled: 1000 + 40·(μ − 3σ), so a
 * newcomer (μ 25, σ 25/3) shows 1000 and the number grows as μ rises and σ
 * (the uncertainty) shrinks.
 */
import { ordinal, rate, rating } from "openskill";
import type { Strength } from "../games/strategy.ts";

export interface Skill {
  readonly mu: number;
  readonly sigma: number;
}

const DISPLAY = { z: 3, alpha: 40, target: 1000 } as const;

/** A person's skill before their first game of a plugin. */
export const NEW_SKILL: Skill = rating();

/**
 * Computer players are anchors: fixed skill per strength, never updated nor
 * listed. Their small σ makes a result against them move a person's μ by what
 * the anchor is known to be worth.
 */
export const COMPUTER_SKILL: Readonly<Record<Strength, Skill>> = {
  easy: { mu: 20, sigma: 2 },
  medium: { mu: 26, sigma: 2 },
  hard: { mu: 32, sigma: 2 },
};

/** The number shown for a skill, rounded to a tenth. */
export function displayRating(skill: Skill): number {
  return Math.round(ordinal({ mu: skill.mu, sigma: skill.sigma }, DISPLAY) * 10) / 10;
}

export type SeatResult = "win" | "loss" | "draw";

/** Each seat's result: a draw when nobody, or everybody, won. */
export function seatResults(seats: number, winners: ReadonlySet<number>): SeatResult[] {
  const draw = winners.size === 0 || winners.size === seats;
  return Array.from({ length: seats }, (_, i) => (draw ? "draw" : winners.has(i) ? "win" : "loss"));
}

/** New skills of every seat after one game (seat order in, seat order out). */
export function rateSeats(skills: readonly Skill[], results: readonly SeatResult[]): Skill[] {
  const teams = skills.map((s) => [{ mu: s.mu, sigma: s.sigma }]);
  const rank = results.map((r) => (r === "loss" ? 2 : 1));
  return rate(teams, { rank }).map(([s]) => ({ mu: s?.mu ?? 0, sigma: s?.sigma ?? 0 }));
}
