import { type FigureBlock, markdownTable } from "../figure-blocks.ts";
import { int, tenths, verdict } from "./format.ts";

/** What `bench:export` measured for one player with 1,000 finished games (issue 42). */
export interface ExportResult {
  /** What the export document held. */
  readonly games: number;
  readonly sessions: number;
  readonly ratings: number;
  readonly history: number;
  /** The subject's own moves in the document. */
  readonly moves: number;
  /** Every move of the seeded games, both seats. */
  readonly seededMoves: number;
  readonly seedMs: number;
  /** Timed runs of the export, after one warm-up. */
  readonly runs: number;
  readonly median: number;
  readonly max: number;
  /** The document built by the core alone, median of as many runs. */
  readonly coreMedian: number;
  /** The response body. */
  readonly bytes: number;
  readonly eraseMs: number;
  readonly eraseStatus: number;
  /** Why the erasure failed, as the core threw it; null when it answered 204. */
  readonly eraseError: string | null;
  /** Opponents' games replayed after the erasure, and how many verified. */
  readonly sample: number;
  readonly verified: number;
}

const EXPORT_TARGET_MS = 2000;
const kb = (bytes: number) => `${int(bytes / 1024)} KB`;

/** The rows of the table: figure, measured, target. */
function rows(r: ExportResult): string[][] {
  const runs = `median of ${r.runs} after 1 warm-up`;
  return [
    [
      "the subject's export: games / sessions / own moves / ratings rows / history rows",
      `${int(r.games)} / ${int(r.sessions)} / ${int(r.moves)} / ${r.ratings} / ${int(r.history)}`,
      "",
    ],
    [
      `\`GET /users/me/export\`, ${runs}`,
      `${int(r.median)} ms`,
      verdict(`≤ ${int(EXPORT_TARGET_MS)} ms`, r.median <= EXPORT_TARGET_MS),
    ],
    ["… the slowest of those runs", `${int(r.max)} ms`, ""],
    ["… of which building the document in the core (median)", `${int(r.coreMedian)} ms`, ""],
    ["response size", kb(r.bytes), ""],
    [
      "`DELETE /users/me` (erasure), once",
      `${int(r.eraseMs)} ms, ${r.eraseStatus}${r.eraseError ? ` (${r.eraseError})` : ""}`,
      verdict("204", r.eraseStatus === 204),
    ],
    [
      `opponents' games replayed after the erasure${r.eraseStatus === 204 ? "" : " (it rolled back)"}, verified`,
      `${r.verified} of ${r.sample}`,
      verdict(`${r.sample} of ${r.sample}`, r.verified === r.sample),
    ],
    [
      "seeding: 1,000 games played through the core (moves, both seats)",
      `${tenths(r.seedMs / 1000)} s (${int(r.seededMoves)})`,
      "",
    ],
  ];
}

/** The table alone, for the console. */
export function exportSummary(r: ExportResult): string {
  return markdownTable([`A player with ${int(r.games)} games`, "Measured", "Target"], rows(r));
}

/** `bench:export`: the export's time against issue 42's 2 s target, and the erasure's. */
export function exportBlock(r: ExportResult, caption: string): FigureBlock {
  return { name: "export", markdown: `${caption}\n\n${exportSummary(r)}` };
}
