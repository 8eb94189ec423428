import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";
import { captionOf, writeFigureBlocks } from "./figure-blocks.ts";
import { peerBlock, soakBlock } from "./figures/peer-figures.ts";
import { ensurePeerInstalled, runSideBySide } from "./peer-comparison.ts";
import { runSoak } from "./peer-soak.ts";

/**
 * `npm run bench:peer`: the side-by-side with boardgame.io (peer-comparison.ts),
 * BENCH_PEER_ROUNDS rounds (3) of BENCH_SECONDS each (10); `-- --soak 240`
 * runs ours alone for that many seconds instead (peer-soak.ts), over REST, or
 * over the WebSocket channel with `--over channel`, and prints how the rate,
 * the CPU cost per move, the WAL and the database hold up. Either writes its
 * block of docs/benchmarks.md (`bench:peer`, `bench:soak` or `bench:soak-channel`).
 */
const { values } = parseArgs({
  options: { soak: { type: "string" }, over: { type: "string", default: "rest" } },
});
if (values.over !== "rest" && values.over !== "channel") throw new Error("--over takes rest or channel");
const door = values.over;
execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
if (values.soak !== undefined) {
  const soak = await runSoak(Number(values.soak), door);
  const over = door === "rest" ? "" : " --over channel";
  const caption = captionOf(`npm run bench:peer -- --soak ${values.soak}${over}`);
  writeFigureBlocks({ "docs/benchmarks.md": [soakBlock(soak, caption)] });
} else {
  ensurePeerInstalled();
  const peer = await runSideBySide(
    Number(process.env.BENCH_SECONDS ?? 10),
    Number(process.env.BENCH_PEER_ROUNDS ?? 3),
  );
  writeFigureBlocks({ "docs/benchmarks.md": [peerBlock(peer, captionOf("npm run bench:peer"))] });
}
