import { hash } from "node:crypto";
import { findAuditHead, insertAuditEntry, type MoveAnswer } from "../db/repositories/audit-repository.ts";
import type { WriteTx } from "../db/store.ts";
import type { AuditChange, AuditRecord } from "../documents/audit-entry.ts";
import { GENESIS_HASH } from "../documents/genesis-hash.ts";

/** An entry to append: its kind and typed payload, and the record's other fields but those the chain decides. */
export type AuditInput = Omit<
  AuditRecord,
  "seq" | "prev_hash" | "hash" | "kind" | "payload" | "state_hash" | "entropy"
> &
  AuditChange & {
    readonly state_hash?: string | null;
    readonly entropy?: string | null;
  };

/** The hash of one entry, chained over the previous entry's hash; a player's entropy is hashed when there is some. */
export function auditHash(entry: Omit<AuditRecord, "hash">): string {
  const fields = [
    entry.session_id,
    entry.seq,
    entry.game_id,
    entry.at,
    entry.actor,
    entry.channel,
    entry.kind,
    entry.action_id,
    entry.action_type,
    entry.payload,
    entry.outcome,
    entry.version,
    entry.state_hash,
    ...(entry.entropy ? [entry.entropy] : []),
  ];
  // One-shot: a Hash object per entry costs more than hashing its bytes.
  return hash("sha256", `${entry.prev_hash}\n${JSON.stringify(fields)}`, "hex");
}

/** The seq the session's next entry will take, in the write unit that will append it. */
export async function nextAuditSeq(tx: WriteTx, sessionId: string): Promise<number> {
  return ((await findAuditHead(tx, sessionId))?.seq ?? 0) + 1;
}

/** Appends one entry to a session's chain, inside the write unit that made the change; an applied move's answer is kept beside it, unhashed. */
export async function appendAudit(tx: WriteTx, input: AuditInput, answer?: MoveAnswer): Promise<AuditRecord> {
  const last = await findAuditHead(tx, input.session_id);
  const unhashed = {
    ...input,
    payload: JSON.stringify(input.payload),
    state_hash: input.state_hash ?? null,
    entropy: input.entropy ?? null,
    seq: (last?.seq ?? 0) + 1,
    prev_hash: last?.hash ?? GENESIS_HASH,
  };
  const row: AuditRecord = { ...unhashed, hash: auditHash(unhashed) };
  await insertAuditEntry(tx, row, answer);
  return row;
}

/** Checks that entries are consecutive and each hash matches; returns the first bad seq or null. */
export function findChainBreak(entries: readonly AuditRecord[]): number | null {
  let previous: AuditRecord | undefined;
  for (const entry of entries) {
    if (previous && (entry.seq !== previous.seq + 1 || entry.prev_hash !== previous.hash)) return entry.seq;
    if (auditHash(entry) !== entry.hash) return entry.seq;
    previous = entry;
  }
  return null;
}
