import { randomBytes } from "node:crypto";
import type { UseCaseDeps } from "./use-case-deps.ts";

/** The session use cases' dependencies, plus the source of dice seeds (tests pin it). */
export interface PlayDeps extends UseCaseDeps {
  readonly newSeed: () => string;
}

/** A fresh dice seed: 32 random bytes in hex. */
export function newDiceSeed(): string {
  return randomBytes(32).toString("hex");
}
