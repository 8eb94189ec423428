import type { VerifyReport } from "./verify-game.ts";

/** Problems shown after the first. */
const SHOWN = 4;

/** The first bad step, then a few of what follows from it (one changed roll puts every later step off). */
function failure({ problems }: VerifyReport): string {
  const [first, ...rest] = problems;
  const shown = rest
    .slice(0, SHOWN)
    .map((problem) => `\n- ${problem}`)
    .join("");
  const more = rest.length > SHOWN ? `\n- … and ${rest.length - SHOWN} more` : "";
  return `FAILED at the first bad step: ${first}${shown}${more}`;
}

/** The options a game was set up and replayed with, as verify-game and /play/verify show them; null when it had none. */
export function optionsText(report: VerifyReport): string | null {
  return report.options ? JSON.stringify(report.options) : null;
}

/** What `npm run verify-game` prints for a report: one OK line, or the first bad step and a few after it. */
export function reportLine(report: VerifyReport): string {
  const shown = optionsText(report);
  const options = shown ? ` Options: ${shown}.` : "";
  return report.ok
    ? `OK: ${report.replayed} actions replayed from the revealed seed; ${report.rejectionsConfirmed} rejections confirmed; hash chain intact.${options}`
    : failure(report);
}
