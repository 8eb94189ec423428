import { createHash } from "node:crypto";

/** SHA-256 of a state's JSON; the audit log carries it after every applied action. */
export function stateHash(stateJson: string): string {
  return createHash("sha256").update(stateJson).digest("hex");
}
