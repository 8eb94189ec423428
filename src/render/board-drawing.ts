import type { Ctx } from "../drawing/theme.ts";
import { findGame, type GameId, type GeometryOf, type KnownBoard } from "../games/registry.ts";
import type { Words } from "../i18n/words.ts";
import type { RenderInput } from "./render-input.ts";

/** The geometry some registered game's drawer lays its board out with. */
export type BoardGeometry = GeometryOf<GameId>;

/** Where a board goes, and the function that draws it there. */
export interface BoardDrawing {
  readonly geometry: BoardGeometry;
  draw(ctx: Ctx): void;
}

/** Lays the input's board out below `top` with its game's drawer (by plugin id), its text from `words`. */
export function boardDrawing(input: RenderInput, top: number, width: number, words: Words): BoardDrawing {
  const game = findGame(input.plugin_id);
  if (!game) throw new Error(`No registered game ${input.plugin_id} draws its board`);
  const board: KnownBoard = input.board;
  const geometry = game.drawer.layout(board, input.players.length, top, width) as BoardGeometry;
  return { geometry, draw: (ctx) => game.drawer.draw(ctx, geometry, board, input, game.words.of(words)) };
}
