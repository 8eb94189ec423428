import { type Ctx, THEME } from "../drawing/theme.ts";
import { titleWords } from "../games/game-title.ts";
import { COMPUTER_WORDS, localComputerName } from "../games/kit/computer-words.ts";
import { FRAME_WORDS, type FrameWords } from "../games/kit/frame-words.ts";
import type { Catalog } from "../i18n/catalog.ts";
import { readGameCatalog } from "../i18n/game-catalog.ts";
import { directionOf } from "../i18n/locales.ts";
import type { Words } from "../i18n/words.ts";
import { type BoardGeometry, boardDrawing } from "./board-drawing.ts";
import { type ChromeLayout, chromeLayout, drawChrome } from "./draw-chrome.ts";
import { encodePng } from "./encode-png.ts";
import { registerBoardFonts, requireFontFiles } from "./register-fonts.ts";
import type { NamedInput, RenderInput } from "./render-input.ts";
import { drawStandings, type StandingsInput, standingsHeight } from "./standings-image.ts";

/** The encodings the renderer produces. */
export type ImageFormat = "png" | "webp";

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
  /** The games' words (locales/<tag>/games/); the project's locales/ folder when not given. */
  readonly words?: Catalog;
}

export interface BoardRenderer {
  readonly width: number;
  /** Where everything goes for `input`; the same numbers `render` draws with. */
  layout(input: RenderInput): BoardLayout;
  render(input: RenderInput, format: ImageFormat): Promise<Buffer>;
  /** A tournament's final standings, in the same look, as a PNG. */
  renderStandings(input: StandingsInput): Promise<Buffer>;
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

/** The input with the game, an erased player's seat and a computer's named in the image's language. */
function named(input: RenderInput, words: Words, frame: FrameWords): NamedInput {
  const game_name = input.game_name ?? titleWords(input.plugin_id).of(words).name;
  const computers = COMPUTER_WORDS.of(words);
  const players = input.players.map((p) =>
    p.erased ? { ...p, name: frame.deletedPlayer } : { ...p, name: localComputerName(p.name, computers) },
  );
  return { ...input, game_name, players };
}

function planBoard(raw: RenderInput, width: number, words: Words): BoardPlan {
  const frame = FRAME_WORDS.of(words);
  const input = named(raw, words, frame);
  const chrome = chromeLayout(input, width);
  const { geometry, draw } = boardDrawing(input, chrome.boardTop, width, words);
  return {
    layout: { ...chrome, width, height: Math.ceil(chrome.boardTop + geometry.height), geometry },
    draw(ctx) {
      // Text runs right to left in Persian and Arabic; the board keeps its geometry.
      ctx.direction = directionOf(words.locale);
      drawChrome(ctx, chrome, input, frame);
      draw(ctx);
    },
  };
}

type Skia = typeof import("@napi-rs/canvas");

/**
 * Skia (about 28 MB resident) loads at the first image, not at start-up, so
 * a process that never draws never maps it; the fonts register with it then.
 */
function skiaLoader(fontDir: string): () => Promise<Skia> {
  let loading: Promise<Skia> | undefined;
  const load = async () => {
    const skia = await import("@napi-rs/canvas");
    registerBoardFonts(skia.GlobalFonts, fontDir);
    return skia;
  };
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** Builds a renderer; the font files must exist (checked here), and nothing loads until the first image. */
export function createBoardRenderer(options: BoardRendererOptions): BoardRenderer {
  requireFontFiles(options.fontDir);
  const skia = skiaLoader(options.fontDir);
  const width = options.width ?? 800;
  const webpQuality = options.webpQuality ?? LOSSLESS_WEBP;
  // The games' words are read at the first board, like Skia: an idle process holds none of them.
  let catalog = options.words;
  const wordsOf = (language: string | undefined) => {
    catalog ??= readGameCatalog();
    return catalog.words(language);
  };
  return {
    width,
    layout: (input) => planBoard(input, width, wordsOf(input.language)).layout,
    async render(input, format) {
      const { layout, draw } = planBoard(input, width, wordsOf(input.language));
      const canvas = (await skia()).createCanvas(width, layout.height);
      const ctx = canvas.getContext("2d", { alpha: false });
      ctx.fillStyle = THEME.page;
      ctx.fillRect(0, 0, width, layout.height);
      draw(ctx);
      return format === "png"
        ? encodePng(canvas.data(), width, layout.height)
        : canvas.encode("webp", webpQuality);
    },
    async renderStandings(input) {
      const height = standingsHeight(input.rows.length);
      const canvas = (await skia()).createCanvas(width, height);
      const ctx = canvas.getContext("2d", { alpha: false });
      ctx.fillStyle = THEME.page;
      ctx.fillRect(0, 0, width, height);
      const words = wordsOf(input.language);
      ctx.direction = directionOf(words.locale);
      drawStandings(ctx, input, width, FRAME_WORDS.of(words));
      return encodePng(canvas.data(), width, height);
    },
  };
}
