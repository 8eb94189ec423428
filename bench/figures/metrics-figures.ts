import { type FigureBlock, markdownTable } from "../figure-blocks.ts";
import { median } from "../process-stats.ts";
import { each, fixed, hundredths, int } from "./format.ts";

/** `bench:metrics`: actions/s with metrics on and off, round by round, and the ratios. */
export function metricsBlock(on: readonly number[], off: readonly number[], caption: string): FigureBlock {
  const perRound = on.map((n, i) => n / (off[i] as number));
  const table = markdownTable(
    ["Rounds (actions/s, on / off)", "on ÷ off, medians", "on ÷ off per round", "their median"],
    [
      [
        on.map((n, i) => `${int(n)}/${int(off[i] as number)}`).join(", "),
        fixed(median(on) / median(off), 2),
        each(hundredths, perRound),
        fixed(median(perRound), 2),
      ],
    ],
  );
  return { name: "metrics", markdown: `${caption}\n\n${table}` };
}
