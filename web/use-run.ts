import { useState } from "preact/hooks";

/** Runs a request for the page; a refusal becomes the page's error message. */
export type Run = (work: () => Promise<unknown>) => Promise<void>;

/** The page's last error, and `run`, which clears it before each request. */
export function useRun(): { error: string; run: Run } {
  const [error, setError] = useState("");
  const run: Run = async (work) => {
    setError("");
    try {
      await work();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return { error, run };
}
