import { createCanvas } from "@napi-rs/canvas";
import { type ChromeLayout, chromeLayout, drawChrome } from "./draw-chrome.ts";
import { type DiceRaceGeometry, diceRaceGeometry, drawDiceRace } from "./draw-dice-race.ts";
import { drawGrid, type GridGeometry, gridGeometry } from "./draw-grid.ts";
import { drawTrack, type TrackGeometry, trackGeometry } from "./draw-track.ts";
import { drawYacht, type YachtGeometry, yachtGeometry } from "./draw-yacht.ts";
import { encodePng } from "./encode-png.ts";
import { registerBoardFonts } from "./register-fonts.ts";
import type { RenderInput } from "./render-input.ts";
import { type Ctx, THEME } from "./theme.ts";

/** The encodings the renderer produces. */
export type ImageFormat = "png" | "webp";

/** The geometry of one board kind, tagged with that kind. */
export type BoardGeometry = GridGeometry | DiceRaceGeometry | YachtGeometry | TrackGeometry;

/** The full image layout: chrome plus the board's own geometry. */
export interface BoardLayout extends ChromeLayout {
  readonly width: number;
  readonly height: number;
  readonly geometry: BoardGeometry;
}

export interface BoardRendererOptions {
  /** Folder holding Inter-Regular.ttf and Inter-Bold.ttf. */
  readonly fontDir: string;
  /** Image width in pixels; 800 by default. */
  readonly width?: number;
  /** 0–99 is lossy WebP; 100 (the default) is lossless. */
  readonly webpQuality?: number;
}

export interface BoardRenderer {
  readonly width: number;
  /** Where everything goes for `input`; the same numbers `render` draws with. */
  layout(input: RenderInput): BoardLayout;
  render(input: RenderInput, format: ImageFormat): Promise<Buffer>;
}

/**
 * Lossless by default: Skia's lossy WebP takes 35–70 ms for an 800 px board and
 * smears coloured text, while lossless takes 8–20 ms and stays crisp.
 */
const LOSSLESS_WEBP = 100;

interface BoardPlan {
  readonly layout: BoardLayout;
  draw(ctx: Ctx): void;
}

/** Geometry and drawing come from one switch so each draw function gets its own board kind's geometry. */
function planBoard(input: RenderInput, width: number): BoardPlan {
  const chrome = chromeLayout(input, width);
  const top = chrome.boardTop;
  const board = input.board;
  const seats = input.players.length;
  const plan = (geometry: BoardGeometry, draw: (ctx: Ctx) => void): BoardPlan => ({
    layout: { ...chrome, width, height: Math.ceil(top + geometry.height), geometry },
    draw(ctx) {
      drawChrome(ctx, chrome, input);
      draw(ctx);
    },
  });
  switch (board.kind) {
    case "grid": {
      const g = gridGeometry(board, top, width);
      return plan(g, (ctx) => drawGrid(ctx, g, board, input));
    }
    case "dice-race": {
      const g = diceRaceGeometry(seats, top, width);
      return plan(g, (ctx) => drawDiceRace(ctx, g, board, input));
    }
    case "yacht": {
      const g = yachtGeometry(board, seats, top, width);
      return plan(g, (ctx) => drawYacht(ctx, g, board, input));
    }
    case "track": {
      const g = trackGeometry(board, top, width);
      return plan(g, (ctx) => drawTrack(ctx, g, board, input));
    }
  }
}

/** Builds a renderer; fonts are registered here, not at import, so importing this module has no side effects. */
export function createBoardRenderer(options: BoardRendererOptions): BoardRenderer {
  registerBoardFonts(options.fontDir);
  const width = options.width ?? 800;
  const webpQuality = options.webpQuality ?? LOSSLESS_WEBP;
  return {
    width,
    layout: (input) => planBoard(input, width).layout,
    async render(input, format) {
      const { layout, draw } = planBoard(input, width);
      const canvas = createCanvas(width, layout.height);
      const ctx = canvas.getContext("2d", { alpha: false });
      ctx.fillStyle = THEME.page;
      ctx.fillRect(0, 0, width, layout.height);
      draw(ctx);
      return format === "png"
        ? encodePng(canvas.data(), width, layout.height)
        : canvas.encode("webp", webpQuality);
    },
  };
}
