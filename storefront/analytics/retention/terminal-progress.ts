/** The part of a writable stream a progress bar needs. */
export interface ProgressStream {
  write(text: string): unknown;
  readonly isTTY?: boolean;
}

export interface ProgressBar {
  update(done: number, total?: number): void;
  finish(summary?: string): void;
}

const WIDTH = 30;

/**
 * A one-line progress bar redrawn in place on a terminal. Off a terminal
 * (CI logs, pipes) it prints a line every 10% instead of flooding the log.
 */
export function createProgressBar(stream: ProgressStream, label: string, initialTotal: number): ProgressBar {
  let total = initialTotal;
  let lastTenth = -1;
  let lastDraw = 0;
  const started = performance.now();
  const line = (done: number) => {
    const fraction = total > 0 ? Math.min(1, done / total) : 1;
    const filled = Math.round(fraction * WIDTH);
    const seconds = (performance.now() - started) / 1000;
    const rate = seconds > 0 ? Math.round(done / seconds) : 0;
    return `${label} [${"#".repeat(filled)}${"-".repeat(WIDTH - filled)}] ${(fraction * 100).toFixed(0).padStart(3)}% ${done.toLocaleString("en-US")}/${total.toLocaleString("en-US")} (${rate.toLocaleString("en-US")}/s)`;
  };
  return {
    update(done, newTotal) {
      if (newTotal !== undefined) total = newTotal;
      if (stream.isTTY) {
        const now = performance.now();
        if (now - lastDraw < 100 && done < total) return;
        lastDraw = now;
        stream.write(`\r${line(done)}`);
        return;
      }
      const tenth = total > 0 ? Math.floor((done / total) * 10) : 10;
      if (tenth > lastTenth) {
        lastTenth = tenth;
        stream.write(`${line(done)}\n`);
      }
    },
    finish(summary) {
      if (stream.isTTY) stream.write("\n");
      if (summary) stream.write(`${summary}\n`);
    },
  };
}
