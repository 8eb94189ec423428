import type { CommittedMove } from "../db/change-feed.ts";
import { enqueueOutbox, sessionHasChat } from "../db/repositories/outbox-repository.ts";
import type { WriteTx } from "../db/store.ts";
import type { ChatNotice } from "../documents/chat-notice.ts";
import { appendAudit } from "./audit-log.ts";

/** One change to a session or game, as the audit trail records it and chats are told of it. */
export interface Change {
  readonly session_id: string;
  /** The game whose audit slice the change belongs to (null: the session's own trail). */
  readonly game_id: string | null;
  readonly at: string;
  /** A participant id, or "system". */
  readonly actor: string;
  readonly channel: string;
  readonly kind: string;
  readonly action?: { readonly id: string | null; readonly type: string };
  readonly payload?: unknown;
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
}

/**
 * Records a change in the caller's write unit: its audit entry and, when
 * chats must hear of it and a chat follows the session, its outbox row. Both
 * commit with the change or not at all; after the commit, the change is
 * announced on the store's feed (live streams), with the entry and `carry`
 * when the change carries its game.
 */
export async function recordChange(tx: WriteTx, change: Change): Promise<void> {
  const version = change.version ?? null;
  if (change.notify && (await sessionHasChat(tx, change.session_id))) {
    await enqueueOutbox(tx, {
      session_id: change.session_id,
      game_id: change.game_id,
      version,
      notice: change.notify,
      at: change.at,
    });
  }
  const entry = await appendAudit(tx, {
    session_id: change.session_id,
    game_id: change.game_id,
    at: change.at,
    actor: change.actor,
    channel: change.channel,
    kind: change.kind,
    action_id: change.action?.id ?? null,
    action_type: change.action?.type ?? null,
    payload: change.payload ?? null,
    outcome: change.outcome ?? "ok",
    version,
    state_hash: change.state_hash ?? null,
    entropy: change.entropy ?? null,
  });
  if (!change.notify) return;
  tx.announce({
    session_id: change.session_id,
    game_id: change.game_id,
    kind: change.notify.kind,
    version,
    ...(change.carry && { committed: { entries: [entry], game: change.carry } }),
  });
}
