import { join } from "node:path";
import { type FontKey, GlobalFonts } from "@napi-rs/canvas";
import { FONT_FAMILY } from "./theme.ts";

const FONT_FILES = ["Inter-Regular.ttf", "Inter-Bold.ttf"] as const;

/** Error raised when a bundled font file cannot be loaded; carries the path that failed. */
export class FontLoadError extends Error {
  constructor(readonly path: string) {
    super(`cannot load font ${path}`);
    this.name = "FontLoadError";
  }
}

/** Registers the bundled fonts under FONT_FAMILY, once per process (Skia's font registry is global). */
export function registerBoardFonts(fontDir: string): void {
  if (GlobalFonts.has(FONT_FAMILY)) return;
  const loaded: FontKey[] = [];
  for (const file of FONT_FILES) {
    const path = join(fontDir, file);
    const key = GlobalFonts.registerFromPath(path, FONT_FAMILY);
    if (key === null) {
      // Without this a half-registered family would make every later call skip registration.
      GlobalFonts.removeBatch(loaded);
      throw new FontLoadError(path);
    }
    loaded.push(key);
  }
}
