import type { AuditChange, AuditEntry, AuditEntryOf, AuditKind, AuditRecord } from "./audit-entry.ts";

// Kept free of the schema library's values: the verify page bundles it (web/verify).

/**
 * An entry as its readers take it: the record as hashed, and its payload
 * parsed once (`{}` when it has none) as its kind's change. The kinds' shapes
 * are the ones recordChange is typed to write (src/documents/audit-entry.ts);
 * a kind this build does not know passes through and matches no reader's kind.
 */
export function readAuditEntry(record: AuditRecord): AuditEntry {
  const payload: unknown = record.payload === null ? {} : JSON.parse(record.payload);
  return { ...record, change: { kind: record.kind, payload } as AuditChange };
}

/** The record as hashed, as exports carry it: the entry without its parsed change. */
export function toAuditRecord({ change: _change, ...record }: AuditEntry): AuditRecord {
  return record;
}

/** Whether an entry's change is of one of `kinds`. */
export function isEntryOf<K extends AuditKind>(
  entry: AuditEntry,
  ...kinds: readonly K[]
): entry is AuditEntryOf<K> {
  return (kinds as readonly AuditKind[]).includes(entry.change.kind);
}

/** The first entry of one of `kinds`, if any. */
export function findEntry<K extends AuditKind>(
  entries: readonly AuditEntry[],
  ...kinds: readonly K[]
): AuditEntryOf<K> | undefined {
  return entries.find((entry): entry is AuditEntryOf<K> => isEntryOf(entry, ...kinds));
}
