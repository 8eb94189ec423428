import type { TableInput } from "../games/game-module.ts";
import type { KnownBoard } from "../games/registry.ts";

/** Everything the renderer needs about one game at one version; seat-indexed arrays follow seat order. */
export interface RenderInput extends TableInput {
  /** The game whose drawer draws `board`. */
  readonly plugin_id: string;
  /** A title to draw instead of the game's name in the image's language (its `<id>-name` message). */
  readonly game_name?: string;
  readonly version: number;
  readonly board: KnownBoard;
  /** The spectators watching, as drawn beside the version (spectator-label.ts); absent or "" draws nothing. */
  readonly watching?: string;
}

/** A render input whose game is named, in the image's language, as the header draws it. */
export type NamedInput = RenderInput & { readonly game_name: string };
