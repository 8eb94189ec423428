/** One line of the report. */
export interface StepResult {
  readonly step: string;
  readonly result: "ok" | "fail" | "skipped";
  readonly ms: number;
  readonly detail: string;
}

/** A step's failure, with what the operator needs to read. */
export class StepFailure extends Error {}

/** Times each step and keeps its outcome; a step passes unless it throws. */
export function createStepRecorder(onStep: (result: StepResult) => void = () => {}) {
  const results: StepResult[] = [];
  const record = (result: StepResult) => {
    results.push(result);
    onStep(result);
  };
  return {
    results,
    /** Runs a step; resolves to whether it passed (its value, or null when it failed). */
    async run<T>(step: string, body: () => Promise<{ value: T; detail?: string }>): Promise<T | null> {
      const started = performance.now();
      const ms = () => Math.round(performance.now() - started);
      try {
        const { value, detail = "" } = await body();
        record({ step, result: "ok", ms: ms(), detail });
        return value;
      } catch (error) {
        record({ step, result: "fail", ms: ms(), detail: (error as Error).message });
        return null;
      }
    },
    skip(step: string, reason: string) {
      record({ step, result: "skipped", ms: 0, detail: reason });
    },
    failed: () => results.filter((r) => r.result === "fail").map((r) => r.step),
  };
}

export type StepRecorder = ReturnType<typeof createStepRecorder>;
