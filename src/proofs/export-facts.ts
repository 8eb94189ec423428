import type { AuditEntry } from "../documents/audit-entry.ts";
import { boundsOf } from "./replay-log.ts";

// What an export states about its game, read from the audit slice alone: the
// server builds exports with these and the verifiers check them the same way.

/** The rules version a game started under: recorded in its game_started entry (games before it: 1). */
export function startedRulesVersion(entries: readonly AuditEntry[]): number {
  const version = boundsOf(entries).start?.change.payload.rules_version;
  return typeof version === "number" ? version : 1;
}

/** Every contribution of player entropy in the slice, in audit order. */
export function entropyOf(entries: readonly AuditEntry[]) {
  return entries.flatMap((e) => (e.entropy ? [{ seq: e.seq, actor: e.actor, entropy: e.entropy }] : []));
}
