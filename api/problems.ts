import { createProblems } from "../http/problem.ts";
import { ERRORS } from "../src/errors.ts";

/** The game API's problem+json answers, from the game's error table. */
export const GAME_PROBLEMS = createProblems(ERRORS);
