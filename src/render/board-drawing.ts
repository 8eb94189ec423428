import type { KnownBoard } from "../games/registry.ts";
import { diceRaceGeometry, drawDiceRace } from "./draw-dice-race.ts";
import { drawGrid, gridGeometry } from "./draw-grid.ts";
import { drawTrack, trackGeometry } from "./draw-track.ts";
import { drawYacht, yachtGeometry } from "./draw-yacht.ts";
import type { RenderInput } from "./render-input.ts";
import type { Ctx } from "./theme.ts";

type BoardKind = KnownBoard["kind"];
type BoardOfKind<K extends BoardKind> = Extract<KnownBoard, { readonly kind: K }>;

/** One board kind's layout and drawing; both share the geometry `G`, so an image matches its layout. */
interface BoardDrawer<B, G> {
  layout(board: B, seats: number, top: number, width: number): G;
  draw(ctx: Ctx, geometry: G, board: B, input: RenderInput): void;
}

/** One row per board kind; a game with a new kind does not compile until it has a row here. */
const DRAWERS = {
  grid: { layout: (board, _seats, top, width) => gridGeometry(board, top, width), draw: drawGrid },
  "dice-race": {
    layout: (_board, seats, top, width) => diceRaceGeometry(seats, top, width),
    draw: drawDiceRace,
  },
  yacht: { layout: yachtGeometry, draw: drawYacht },
  track: { layout: (board, _seats, top, width) => trackGeometry(board, top, width), draw: drawTrack },
} satisfies {
  readonly [K in BoardKind]: BoardDrawer<BoardOfKind<K>, { readonly kind: K; readonly height: number }>;
};

/** The geometry of one board kind, tagged with that kind. */
export type BoardGeometry = ReturnType<(typeof DRAWERS)[BoardKind]["layout"]>;

/** The same table typed per kind, so a generic kind's board and drawer stay matched. */
const BY_KIND: { readonly [K in BoardKind]: BoardDrawer<BoardOfKind<K>, BoardGeometry> } = DRAWERS;

/** Where a board goes, and the function that draws it there. */
export interface BoardDrawing {
  readonly geometry: BoardGeometry;
  draw(ctx: Ctx): void;
}

function drawingOf<K extends BoardKind>(
  kind: K,
  board: BoardOfKind<K>,
  input: RenderInput,
  top: number,
  width: number,
): BoardDrawing {
  const drawer = BY_KIND[kind];
  const geometry = drawer.layout(board, input.players.length, top, width);
  return { geometry, draw: (ctx) => drawer.draw(ctx, geometry, board, input) };
}

/** Lays the input's board out below `top` with its kind's drawer. */
export function boardDrawing(input: RenderInput, top: number, width: number): BoardDrawing {
  return drawingOf(input.board.kind, input.board, input, top, width);
}
