import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { type FontKey, GlobalFonts } from "@napi-rs/canvas";
import { FONT_FAMILY } from "../../src/drawing/theme.ts";
import { FontLoadError, type FontRegistry, registerBoardFonts } from "../../src/render/register-fonts.ts";
import { createBoardRenderer } from "../../src/render/render-board.ts";
import { FONT_DIR, gameInput, readHeader } from "./render-support.ts";

/**
 * Skia's font registry as registerBoardFonts sees it, but under a family of
 * its own: the registry is the process's, and a test before this one in the
 * same process (scripts/run-tests.mjs batches files) may have registered the
 * board's family already, which registerBoardFonts would then skip.
 */
function registryOfOwnFamily(family: string): FontRegistry {
  return {
    ...GlobalFonts,
    has: () => GlobalFonts.has(family),
    registerFromPath: (path: string) => GlobalFonts.registerFromPath(path, family),
    removeBatch: (keys: FontKey[]) => GlobalFonts.removeBatch(keys),
  } as FontRegistry;
}

test("a missing font folder fails loudly instead of falling back to system fonts", () => {
  assert.throws(
    () => createBoardRenderer({ fontDir: "/nonexistent/fonts" }),
    (error: unknown) =>
      error instanceof FontLoadError && error.path === "/nonexistent/fonts/Inter-Regular.ttf",
  );
});

test("a folder with only the regular weight is rejected and leaves nothing registered", async () => {
  const dir = await mkdtemp(join(tmpdir(), "fonts-"));
  await copyFile(join(FONT_DIR, "Inter-Regular.ttf"), join(dir, "Inter-Regular.ttf"));
  assert.throws(() => createBoardRenderer({ fontDir: dir }), FontLoadError);
  const family = `${FONT_FAMILY} ${randomUUID()}`;
  assert.throws(() => registerBoardFonts(registryOfOwnFamily(family), dir), FontLoadError);
  assert.equal(GlobalFonts.has(family), false);
  await rm(dir, { recursive: true });
});

test("renderers share one registration and honour their width", async () => {
  const narrow = createBoardRenderer({ fontDir: FONT_DIR, width: 480 });
  const wide = createBoardRenderer({ fontDir: FONT_DIR });
  const input = gameInput(
    "pig",
    { kind: "dice-race", target: 50, banked: [10, 20], turn_total: 3, last_roll: 3 },
    2,
  );
  assert.equal(readHeader(await narrow.render(input, "png")).width, 480);
  assert.equal(readHeader(await wide.render(input, "webp")).width, 800);
});
