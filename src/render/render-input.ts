import type { TableInput } from "../games/game-module.ts";
import type { KnownBoard } from "../games/registry.ts";

/** Everything the renderer needs about one game at one version; seat-indexed arrays follow seat order. */
export interface RenderInput extends TableInput {
  /** The game whose drawer draws `board`. */
  readonly plugin_id: string;
  readonly game_name: string;
  readonly version: number;
  readonly board: KnownBoard;
  /** The spectators watching, as drawn beside the version (spectator-label.ts); absent or "" draws nothing. */
  readonly watching?: string;
}
