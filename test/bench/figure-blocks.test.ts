import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { captionOf, type FigureBlock, replaceBlock, writeFigureBlocks } from "../../bench/figure-blocks.ts";
import { channelBlock } from "../../bench/figures/channel-figures.ts";
import { erasureBlock } from "../../bench/figures/erasure-figures.ts";
import { matchmakingBlock } from "../../bench/figures/matchmaking-figures.ts";
import { metricsBlock } from "../../bench/figures/metrics-figures.ts";
import { runBlocks } from "../../bench/figures/run-figures.ts";
import { SAMPLE_CHANNEL } from "./sample-channel.ts";
import { SAMPLE_ERASURES, SAMPLE_MATCHMAKING, SAMPLE_METRICS, SAMPLE_RUN } from "./sample-run.ts";

const block: FigureBlock = { name: "peer", markdown: "new figures\n\n| a |\n| --- |\n| 1 |\n" };
const before = "# Title\n\nProse before.\n";
const after = "\nProse after, with <!-- bench:soak:start --> quoted.\n";
const around = (inner: string) =>
  `${before}<!-- bench:peer:start -->\n${inner}\n<!-- bench:peer:end -->${after}`;

test("a block's figures replace only the lines between its markers, and writing them again changes nothing", () => {
  const once = replaceBlock(around("old figures\n| 0 |"), block, "docs/x.md");
  assert.equal(once, around("new figures\n\n| a |\n| --- |\n| 1 |"));
  assert.equal(replaceBlock(once, block, "docs/x.md"), once);
});

test("a missing, doubled or reversed marker fails naming the file and both markers", () => {
  const message =
    /^Error: docs\/x\.md needs the markers <!-- bench:peer:start --> and <!-- bench:peer:end -->/;
  const texts = {
    "no markers": before,
    "no end": `${before}<!-- bench:peer:start -->\n`,
    "two starts": around("<!-- bench:peer:start -->"),
    reversed: `<!-- bench:peer:end -->\n<!-- bench:peer:start -->\n`,
    "not on a line of its own": `text <!-- bench:peer:start -->\n<!-- bench:peer:end -->\n`,
  };
  for (const [why, text] of Object.entries(texts)) {
    assert.throws(() => replaceBlock(text, block, "docs/x.md"), message, why);
  }
});

test("a block without markers in its file leaves every file untouched", (t) => {
  const dir = mkdtempSync(join(tmpdir(), "figure-blocks-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const good = join(dir, "good.md");
  const bad = join(dir, "bad.md");
  writeFileSync(good, around("old"));
  writeFileSync(bad, before);
  assert.throws(() => writeFigureBlocks({ [good]: [block], [bad]: [block] }), /bad\.md needs the markers/);
  assert.equal(readFileSync(good, "utf8"), around("old"));
  writeFigureBlocks({ [good]: [block] });
  assert.equal(readFileSync(good, "utf8"), around(block.markdown.trimEnd()));
});

test("every block the benches write has its markers in the README or docs/benchmarks.md", () => {
  const caption = captionOf("npm run bench", { day: "2026-11-26", commit: "e22af6d", cores: 2 });
  const blocks = runBlocks(SAMPLE_RUN, caption);
  blocks["docs/benchmarks.md"]?.push(
    metricsBlock(SAMPLE_METRICS.on, SAMPLE_METRICS.off, caption),
    ...SAMPLE_ERASURES.map((e) => erasureBlock(e, caption)),
    matchmakingBlock(SAMPLE_MATCHMAKING, caption),
    channelBlock(SAMPLE_CHANNEL, caption),
  );
  const names = Object.values(blocks).flatMap((bs) => bs.map((b) => b.name));
  assert.deepEqual(names.sort(), [
    "backup",
    "channel",
    "erasure-postgresql",
    "erasure-sqlite",
    "http",
    "matchmaking",
    "metrics",
    "others",
    "peer",
    "soak",
    "soak-channel",
    "summary",
  ]);
  for (const [file, bs] of Object.entries(blocks)) {
    const text = readFileSync(file, "utf8");
    for (const b of bs) assert.match(replaceBlock(text, b, file), new RegExp(caption.replace(/[`()]/g, ".")));
  }
});

test("a caption names the command, the day, the commit and the cores", () => {
  assert.equal(
    captionOf("npm run bench:peer", { day: "2026-11-26", commit: "e22af6d", cores: 2 }),
    "One run of `npm run bench:peer` on 2026-11-26 at `e22af6d`, 2 cores:",
  );
});
