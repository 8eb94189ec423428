import { hash } from "node:crypto";

/** SHA-256 of a state's JSON; the audit log carries it after every applied action. */
export function stateHash(stateJson: string): string {
  return hash("sha256", stateJson, "hex");
}
