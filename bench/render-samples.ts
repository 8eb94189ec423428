import { mkdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { createBoardRenderer } from "../src/render/render-board.ts";
import { RENDER_SAMPLES } from "./render-bench.ts";

const renderer = createBoardRenderer({ fontDir: fileURLToPath(new URL("../data/fonts/", import.meta.url)) });
const outDir = fileURLToPath(new URL("../docs/boards/", import.meta.url));
await mkdir(outDir, { recursive: true });
for (const [name, input] of Object.entries(RENDER_SAMPLES)) {
  await writeFile(`${outDir}${name}.png`, await renderer.render(input, "png"));
}
