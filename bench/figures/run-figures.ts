import { captionOf, type FigureBlock, writeFigureBlocks } from "../figure-blocks.ts";
import { type BackupFigures, backupBlock } from "./backup-figures.ts";
import { httpBlock } from "./http-figures.ts";
import { type OtherFigures, othersBlock } from "./other-figures.ts";
import { peerBlock, soakBlock } from "./peer-figures.ts";
import { type SummaryFigures, summaryBlock } from "./summary-figures.ts";

/** Everything one run of `npm run bench` measured: bench/results/latest.json. */
export interface RunReport extends SummaryFigures, OtherFigures {
  readonly at: string;
  readonly node: string;
  readonly seconds: number;
  readonly backup: BackupFigures;
}

/** The report as `npm run bench` fills it in, one bench at a time. */
export type RunReportDraft = { -readonly [K in keyof RunReport]: RunReport[K] };

/** The blocks one run of `npm run bench` writes, by file. */
export function runBlocks(report: RunReport, caption: string): Record<string, FigureBlock[]> {
  return {
    "README.md": [summaryBlock(report, caption)],
    "docs/benchmarks.md": [
      httpBlock(report, caption),
      peerBlock(report.peer, caption),
      soakBlock(report.soak, caption),
      soakBlock(report.soak_channel, caption),
      othersBlock(report, caption),
      backupBlock(report.backup, caption),
    ],
  };
}

/** Writes the figures of one run of `npm run bench` into the README and docs/benchmarks.md. */
export function writeRunFigures(report: RunReport): void {
  writeFigureBlocks(runBlocks(report, captionOf("npm run bench")));
}
