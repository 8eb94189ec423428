import { type FigureBlock, markdownTable } from "../figure-blocks.ts";
import { int, tenths, verdict } from "./format.ts";

export interface MatchmakingResult {
  readonly players: number;
  /** How long the crowd's requests took to be answered: the same run's baseline. */
  readonly answeredMs: number;
  /** From the first request to each ticket seen matched. */
  readonly p50: number;
  readonly p99: number;
  readonly last: number;
  readonly gapMedian: number;
  readonly gapP99: number;
  readonly gapMax: number;
}

/** `bench:matchmaking`: time to be matched and the rating gap per pair, against the 2 s target. */
export function matchmakingBlock(r: MatchmakingResult, caption: string): FigureBlock {
  const table = markdownTable(
    ["Players", "Requests answered", "Matched p50", "Matched p99", "Last matched", "Gap median / p99 / max"],
    [
      [
        int(r.players),
        `${int(r.answeredMs)} ms`,
        `${int(r.p50)} ms`,
        verdict(`${int(r.p99)} ms (target ≤ 2,000)`, r.p99 <= 2000),
        `${int(r.last)} ms`,
        `${tenths(r.gapMedian)} / ${tenths(r.gapP99)} / ${tenths(r.gapMax)}`,
      ],
    ],
  );
  return { name: "matchmaking", markdown: `${caption}\n\n${table}` };
}
