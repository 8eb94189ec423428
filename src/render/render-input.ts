import type { KnownBoard } from "../games/registry.ts";
import type { BoardLanguage } from "./board-labels.ts";

/** Everything the renderer needs about one game at one version; seat-indexed arrays follow seat order. */
export interface RenderInput {
  readonly game_name: string;
  readonly version: number;
  readonly status: "running" | "finished" | "aborted";
  readonly players: ReadonlyArray<{ readonly name: string; readonly color: string }>;
  /** Seat index to move, or null when nobody is. */
  readonly turn: number | null;
  /** Seat indices; empty on a draw. */
  readonly winners: readonly number[];
  readonly scores: readonly number[];
  readonly board: KnownBoard;
  /** The language of the words on the image; English when absent. */
  readonly language?: BoardLanguage;
}
