import { literalUnion } from "./literals.ts";

/** How well a computer player plays. */
export const STRENGTHS = ["easy", "medium", "hard"] as const;
export type Strength = (typeof STRENGTHS)[number];

/** A computer player's strength, as the documents describe it. */
export const ComputerStrength = literalUnion(STRENGTHS, {
  description:
    "easy: plays fair but simple; medium: in between (backgammon: Tesauro's pubeval; elsewhere each move is easy's or hard's, even odds); hard: the game's best strategy (in a solved game it never loses).",
});
