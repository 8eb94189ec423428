import { bothSettled } from "../db/both-settled.ts";
import type { CommittedMove } from "../db/change-feed.ts";
import type { MoveAnswer } from "../db/repositories/audit-repository.ts";
import { enqueueIfFollowed } from "../db/repositories/outbox-repository.ts";
import type { WriteTx } from "../db/store.ts";
import type { AuditChange } from "../documents/audit-entry.ts";
import type { ChatNotice } from "../documents/chat-notice.ts";
import { appendAudit } from "./audit-log.ts";

/** Where, when and by whom a change was made, and how chats hear of it: everything but its kind and payload. */
interface ChangeContext {
  readonly session_id: string;
  /** The game whose audit slice the change belongs to (null: the session's own trail). */
  readonly game_id: string | null;
  readonly at: string;
  /** A participant id, or "system". */
  readonly actor: string;
  readonly channel: string;
  readonly action?: { readonly id: string | null; readonly type: string };
  /** "ok" unless said otherwise ("applied", "rejected:<code>"). */
  readonly outcome?: string;
  readonly version?: number | null;
  readonly state_hash?: string | null;
  /** Hex a player contributed to the dice with this change (docs/fair-dice.md). */
  readonly entropy?: string | undefined;
  /** When chats must hear of it: the notice the outbox keeps for them. */
  readonly notify?: ChatNotice;
  /**
   * The game as the unit leaves it, when this change is the unit's last entry
   * for the session: its notice then carries both, and live streams in this
   * process need not read them back.
   */
  readonly carry?: CommittedMove["game"];
  /** An applied move's answer to a retry, kept in its entry but not hashed (decision 0029). */
  readonly answer?: MoveAnswer;
}

/** One change to a session or game, as the audit trail records it (its kind and typed payload) and chats are told of it. */
export type Change = ChangeContext & AuditChange;

/**
 * Records a change in the caller's write unit: its audit entry and, when
 * chats must hear of it and a chat follows the session, its outbox row,
 * sent together. Both
 * commit with the change or not at all; after the commit, the change is
 * announced on the store's feed (live streams), with the entry and `carry`
 * when the change carries its game.
 */
export async function recordChange(tx: WriteTx, change: Change): Promise<void> {
  const { notify, carry, answer, action, outcome, version = null, state_hash, entropy, ...recorded } = change;
  // Sent together, not one after the other: on PostgreSQL they share a round trip.
  const outboxed = notify
    ? enqueueIfFollowed(tx, {
        session_id: change.session_id,
        game_id: change.game_id,
        version,
        notice: notify,
        at: change.at,
      })
    : Promise.resolve();
  const appended = appendAudit(
    tx,
    {
      ...recorded,
      action_id: action?.id ?? null,
      action_type: action?.type ?? null,
      outcome: outcome ?? "ok",
      version,
      state_hash: state_hash ?? null,
      entropy: entropy ?? null,
    },
    answer,
  );
  const [, entry] = await bothSettled(outboxed, appended);
  if (!notify) return;
  tx.announce({
    session_id: change.session_id,
    game_id: change.game_id,
    kind: notify.kind,
    version,
    ...(carry && { committed: { entries: [entry], game: carry } }),
  });
}
