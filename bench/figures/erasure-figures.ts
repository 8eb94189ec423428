import type { FigureBlock } from "../figure-blocks.ts";
import { fixed, int, verdict } from "./format.ts";

/** What erasing one visitor cost while the same process kept ingesting (issue 25). */
export interface ErasureBenchResult {
  readonly engine: "sqlite" | "postgresql";
  readonly events: number;
  readonly eraseMs: number;
  readonly erased: { events: number; visits: number };
  /** Ingest in the same process, events/s: alone, then while the erasure ran. */
  readonly ingestBefore: number;
  readonly ingestDuring: number;
  /** The slowest single ingest call while the erasure ran. */
  readonly ingestMaxMsDuring: number;
}

/** The erasure's figures in one line: its time against the 5 s target, and ingest alone and meanwhile. */
export function erasureLine(r: ErasureBenchResult): string {
  const share = Math.round((100 * r.ingestDuring) / r.ingestBefore);
  return `${int(r.events)} events erased in ${fixed(r.eraseMs / 1000, 1)} s (${verdict("< 5 s", r.eraseMs < 5000)}); ingest ${int(r.ingestBefore)} events/s alone, ${int(r.ingestDuring)} meanwhile (${share}%)`;
}

/** `bench:erasure-<engine>`: one engine's erasure while the same process ingests, and its slowest ingest call. */
export function erasureBlock(r: ErasureBenchResult, caption: string): FigureBlock {
  const slowest = `slowest ingest call meanwhile ${int(r.ingestMaxMsDuring)} ms`;
  return { name: `erasure-${r.engine}`, markdown: `${caption} ${erasureLine(r)}, ${slowest}.` };
}
