export interface MatchmakerDeps {
  readonly matchWaiting: () => Promise<number>;
  /** How often the queues are matched: windows widen as tickets wait, so a pass is due often. */
  readonly everyMs: number;
  readonly onError: (error: unknown) => void;
}

/** Runs the matcher's pass every `everyMs`, one pass at a time; returns the stop function. */
export function startMatchmaker(deps: MatchmakerDeps): () => void {
  let running = false;
  const pass = async () => {
    if (running) return;
    running = true;
    try {
      await deps.matchWaiting();
    } catch (error) {
      deps.onError(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(pass, deps.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
