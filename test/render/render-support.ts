import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { SEAT_COLORS } from "../../src/games/palette.ts";
import type { BoardOf, GameId } from "../../src/games/registry.ts";
import type { BoardLayout, BoardRenderer } from "../../src/render/render-board.ts";
import type { RenderInput } from "../../src/render/render-input.ts";

/** The bundled font folder, for renderers built in tests. */
export const FONT_DIR = fileURLToPath(new URL("../../data/fonts/", import.meta.url));

/** Image type and size read from the file header, without decoding. */
export function readHeader(image: Buffer): { format: "png" | "webp"; width: number; height: number } {
  if (image.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    if (image.toString("latin1", 12, 16) !== "IHDR") throw new Error("PNG without IHDR first");
    return { format: "png", width: image.readUInt32BE(16), height: image.readUInt32BE(20) };
  }
  if (image.toString("latin1", 0, 4) !== "RIFF" || image.toString("latin1", 8, 12) !== "WEBP") {
    throw new Error("neither PNG nor WebP");
  }
  const chunk = image.toString("latin1", 12, 16);
  if (chunk === "VP8X") {
    return { format: "webp", width: image.readUIntLE(24, 3) + 1, height: image.readUIntLE(27, 3) + 1 };
  }
  if (chunk === "VP8L") {
    const bits = image.readUInt32LE(21);
    return { format: "webp", width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8 ") {
    return {
      format: "webp",
      width: image.readUInt16LE(26) & 0x3fff,
      height: image.readUInt16LE(28) & 0x3fff,
    };
  }
  throw new Error(`unknown WebP chunk ${chunk}`);
}

/** A decoded image that answers pixel colours. */
export interface Pixels {
  readonly width: number;
  readonly height: number;
  at(x: number, y: number): [number, number, number];
}

/** Decodes a PNG or WebP through Skia so tests look at what a viewer would see. */
export async function decode(image: Buffer): Promise<Pixels> {
  const img = await loadImage(image);
  const canvas = createCanvas(img.width, img.height);
  const ctx = canvas.getContext("2d");
  ctx.drawImage(img, 0, 0);
  const data = ctx.getImageData(0, 0, img.width, img.height).data;
  return {
    width: img.width,
    height: img.height,
    at(x, y) {
      const i = (Math.round(y) * img.width + Math.round(x)) * 4;
      return [data[i] ?? -1, data[i + 1] ?? -1, data[i + 2] ?? -1];
    },
  };
}

/** #rrggbb to an RGB triple. */
export function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [n >> 16, (n >> 8) & 255, n & 255];
}

/** Largest per-channel difference between two colours. */
export function colorDistance(a: readonly number[], b: readonly number[]): number {
  return Math.max(...a.map((v, i) => Math.abs(v - (b[i] ?? 0))));
}

/** Throws unless the pixel at (x, y) is within `tolerance` of `hex`, naming what was expected there. */
export function expectColor(
  pixels: Pixels,
  x: number,
  y: number,
  hex: string,
  what: string,
  tolerance = 24,
): void {
  const got = pixels.at(x, y);
  if (colorDistance(got, rgb(hex)) > tolerance) {
    throw new Error(
      `${what}: expected ${hex} at (${Math.round(x)}, ${Math.round(y)}), got rgb(${got.join(", ")})`,
    );
  }
}

/** Throws if the pixel at (x, y) is within `tolerance` of `hex`. */
export function expectNotColor(
  pixels: Pixels,
  x: number,
  y: number,
  hex: string,
  what: string,
  tolerance = 24,
): void {
  const got = pixels.at(x, y);
  if (colorDistance(got, rgb(hex)) <= tolerance) {
    throw new Error(
      `${what}: did not expect ${hex} at (${Math.round(x)}, ${Math.round(y)}), got rgb(${got.join(", ")})`,
    );
  }
}

const NAMES = ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank"];

/** A running game of `seats` players on `board`, a board of game `pluginId`; override anything per case. */
export function gameInput<K extends GameId>(
  pluginId: K,
  board: BoardOf<K>,
  seats: number,
  overrides: Partial<RenderInput> = {},
): RenderInput {
  return {
    plugin_id: pluginId,
    game_name: "Test game",
    version: 1,
    status: "running",
    players: Array.from({ length: seats }, (_, i) => ({
      name: NAMES[i] ?? `P${i}`,
      color: SEAT_COLORS[i] ?? SEAT_COLORS[0],
    })),
    turn: 0,
    winners: [],
    scores: Array.from({ length: seats }, () => 0),
    board,
    ...overrides,
  };
}

/** The colour of seat `i` in inputs built by gameInput. */
export function seat(i: number): string {
  return SEAT_COLORS[i] ?? SEAT_COLORS[0];
}

/**
 * Renders `input` as PNG and WebP, checks each file's magic bytes and size against
 * the layout, and returns the layout with both decoded images for pixel probes.
 */
export async function renderBoth(
  renderer: BoardRenderer,
  input: RenderInput,
): Promise<{ layout: BoardLayout; images: Pixels[] }> {
  const layout = renderer.layout(input);
  const images: Pixels[] = [];
  for (const format of ["png", "webp"] as const) {
    const file = await renderer.render(input, format);
    assert.deepEqual(readHeader(file), { format, width: layout.width, height: layout.height });
    const pixels = await decode(file);
    assert.equal(pixels.width, layout.width);
    assert.equal(pixels.height, layout.height);
    images.push(pixels);
  }
  return { layout, images };
}
