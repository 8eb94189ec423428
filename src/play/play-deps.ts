import type { UseCaseDeps } from "../sessions/session-deps.ts";

/** The session use cases' dependencies, plus the source of dice seeds (tests pin it). */
export interface PlayDeps extends UseCaseDeps {
  readonly newSeed: () => string;
}
