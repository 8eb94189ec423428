import { Value } from "typebox/value";
import type { OutboxRow } from "../db/schema.ts";
import { type ChatNotice, ChatNoticeDocument } from "../documents/chat-notice.ts";

/** A notice leased to one delivery worker: the document, and what it was written for. */
export interface TakenNotice {
  /** The outbox id: per-chat sends of this notice are claimed under it. */
  readonly id: number;
  readonly sessionId: string;
  readonly gameId: string | null;
  /** The game version the change left (null for a change of the session alone). */
  readonly version: number | null;
  /** Failed deliveries so far. */
  readonly attempts: number;
  readonly notice: ChatNotice;
}

/** The first thing wrong with a stored notice, judged by the schema of its own kind. */
function problemOf(value: { readonly kind: string }): string {
  const schema = ChatNoticeDocument.anyOf.find((s) => s.properties.kind.const === value.kind);
  if (!schema) return "no such kind";
  const first = Value.Errors(schema, value)[0];
  return `${first?.instancePath ?? ""} ${first?.message ?? ""}`;
}

/** Reads a stored notice against its schema; throws, naming the first problem, when it does not fit. */
export function readNotice(row: OutboxRow): TakenNotice {
  const value = { ...(row.payload ? JSON.parse(row.payload) : {}), kind: row.kind };
  if (!Value.Check(ChatNoticeDocument, value)) {
    throw new Error(`unreadable ${row.kind} notice: ${problemOf(value)}`);
  }
  return {
    id: row.id,
    sessionId: row.session_id,
    gameId: row.game_id,
    version: row.version,
    attempts: row.attempts,
    notice: value,
  };
}
