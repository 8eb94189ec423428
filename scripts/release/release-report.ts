import type { StepResult } from "./step-recorder.ts";

/** The report as a plain-text table: step, result, milliseconds, detail. */
export function formatReleaseTable(results: readonly StepResult[]): string {
  const rows = [
    ["STEP", "RESULT", "MS", "DETAIL"],
    ...results.map((r) => [r.step, r.result.toUpperCase(), String(r.ms), r.detail]),
  ];
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => (row[i] as string).length)));
  return `${rows
    .map((row) =>
      row
        .map((cell, i) =>
          i === 2 ? cell.padStart(widths[i] as number) : i < 3 ? cell.padEnd(widths[i] as number) : cell,
        )
        .join("  ")
        .trimEnd(),
    )
    .join("\n")}\n`;
}
