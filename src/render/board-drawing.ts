import { findGameByBoard, type GameId, type GeometryOf, type KnownBoard } from "../games/registry.ts";
import type { RenderInput } from "./render-input.ts";
import type { Ctx } from "./theme.ts";

/** The geometry some registered game's drawer lays its board out with. */
export type BoardGeometry = GeometryOf<GameId>;

/** Where a board goes, and the function that draws it there. */
export interface BoardDrawing {
  readonly geometry: BoardGeometry;
  draw(ctx: Ctx): void;
}

/** Lays the input's board out below `top` with its game's drawer, in the input's language. */
export function boardDrawing(input: RenderInput, top: number, width: number): BoardDrawing {
  const game = findGameByBoard(input.board.kind);
  if (!game) throw new Error(`No game draws ${input.board.kind} boards`);
  const board: KnownBoard = input.board;
  const words = game.words[input.language ?? "en"];
  const geometry = game.drawer.layout(board, input.players.length, top, width) as BoardGeometry;
  return { geometry, draw: (ctx) => game.drawer.draw(ctx, geometry, board, input, words) };
}
