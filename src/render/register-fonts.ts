import { existsSync } from "node:fs";
import { join } from "node:path";
import type { FontKey, GlobalFonts } from "@napi-rs/canvas";
import { FONT_FAMILY } from "../drawing/theme.ts";

const FONT_FILES = ["Inter-Regular.ttf", "Inter-Bold.ttf"] as const;

/** Error raised when a bundled font file cannot be loaded; carries the path that failed. */
export class FontLoadError extends Error {
  constructor(readonly path: string) {
    super(`cannot load font ${path}`);
    this.name = "FontLoadError";
  }
}

/** Skia's font registry (global per process). */
export type FontRegistry = typeof GlobalFonts;

/** Fails fast, at start-up, when a bundled font file is missing; Skia itself loads at the first image. */
export function requireFontFiles(fontDir: string): void {
  for (const file of FONT_FILES) {
    const path = join(fontDir, file);
    if (!existsSync(path)) throw new FontLoadError(path);
  }
}

/** Registers the bundled fonts under FONT_FAMILY, once per process. */
export function registerBoardFonts(fonts: FontRegistry, fontDir: string): void {
  if (fonts.has(FONT_FAMILY)) return;
  const loaded: FontKey[] = [];
  for (const file of FONT_FILES) {
    const path = join(fontDir, file);
    const key = fonts.registerFromPath(path, FONT_FAMILY);
    if (key === null) {
      // Without this a half-registered family would make every later call skip registration.
      fonts.removeBatch(loaded);
      throw new FontLoadError(path);
    }
    loaded.push(key);
  }
}
