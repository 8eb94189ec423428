import type { PlayDeps } from "../model/play-deps.ts";

/** What the tournament use cases run on: the play dependencies (games are opened with fresh seeds). */
export type TournamentDeps = PlayDeps;
