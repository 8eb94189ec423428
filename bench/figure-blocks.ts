import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";

/**
 * The figures in README.md and docs/*.md are written by the benches, never by
 * hand: each bench renders its results as markdown and this module puts them
 * between a block's markers, `<!-- bench:NAME:start -->` and
 * `<!-- bench:NAME:end -->`, leaving the rest of the file as it is.
 */

/** A block of generated markdown and the name its markers carry. */
export interface FigureBlock {
  readonly name: string;
  readonly markdown: string;
}

/** The two marker lines around block `name`. */
export function markersOf(name: string): { readonly start: string; readonly end: string } {
  return { start: `<!-- bench:${name}:start -->`, end: `<!-- bench:${name}:end -->` };
}

const count = (text: string, part: string) => text.split(part).length - 1;

/**
 * `text` with the lines between block `name`'s markers replaced by `markdown`.
 * Throws, naming the block and `where`, unless each marker occurs exactly
 * once, on a line of its own, the start before the end.
 */
export function replaceBlock(text: string, block: FigureBlock, where: string): string {
  const { start, end } = markersOf(block.name);
  const lines = text.split("\n");
  const from = lines.indexOf(start);
  const to = lines.indexOf(end);
  if (count(text, start) !== 1 || count(text, end) !== 1 || from < 0 || to < from) {
    throw new Error(
      `${where} needs the markers ${start} and ${end}, once each, on lines of their own, in that order`,
    );
  }
  return [...lines.slice(0, from + 1), block.markdown.trimEnd(), ...lines.slice(to)].join("\n");
}

/**
 * Writes each file's blocks. Every block is checked against its file before
 * any file is written, so a missing marker leaves every file untouched.
 * `BENCH_WRITE_DOCS=0` only prints what would change.
 */
export function writeFigureBlocks(blocksByFile: Readonly<Record<string, readonly FigureBlock[]>>): void {
  const updated = Object.entries(blocksByFile).map(([file, blocks]) => {
    const text = readFileSync(file, "utf8");
    return { file, blocks, text: blocks.reduce((t, b) => replaceBlock(t, b, file), text) };
  });
  for (const { file, blocks, text } of updated) {
    const names = blocks.map((b) => b.name).join(", ");
    if (process.env.BENCH_WRITE_DOCS === "0")
      console.log(`${file}: ${names} not written (BENCH_WRITE_DOCS=0)`);
    else {
      writeFileSync(file, text);
      console.log(`${file}: ${names} written`);
    }
  }
}

/** When and where a bench ran: its day, the commit, the machine's cores. */
export interface RunStamp {
  readonly day: string;
  readonly commit: string;
  readonly cores: number;
}

function headCommit(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    return "a work tree";
  }
}

/** This run's stamp; the commit is "a work tree" when git cannot say. */
export function stampOfThisRun(): RunStamp {
  return { day: new Date().toISOString().slice(0, 10), commit: headCommit(), cores: availableParallelism() };
}

/** The line that opens every block: the command, and when and where it ran. */
export function captionOf(command: string, stamp: RunStamp = stampOfThisRun()): string {
  return `One run of \`${command}\` on ${stamp.day} at \`${stamp.commit}\`, ${stamp.cores} cores:`;
}

/** A markdown table; every cell is text already formatted. */
export function markdownTable(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  return [line(columns), line(columns.map(() => "---")), ...rows.map(line)].join("\n");
}
