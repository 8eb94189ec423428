import type { GameMessageRow } from "../messenger-schema.ts";
import type { Reader, WriteTx } from "../store.ts";

/** Identifies one chat's message of one game. */
export interface GameMessageKey {
  readonly chatId: string;
  readonly gameId: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The game message of a chat, if one was sent. */
export function findGameMessage(r: Reader, key: GameMessageKey): Promise<GameMessageRow | undefined> {
  return r.db
    .selectFrom("game_messages")
    .selectAll()
    .where("chat_id", "=", key.chatId)
    .where("game_id", "=", key.gameId)
    .executeTakeFirst();
}

/**
 * Takes a short lease on a chat's game message, creating its row when the
 * chat has none yet. Returns the row, or undefined while another worker holds
 * the lease: edits of one message are never concurrent, so no version is
 * shown twice and an older one never overwrites a newer one.
 */
export async function leaseGameMessage(
  tx: WriteTx,
  key: GameMessageKey & { readonly sessionId: string },
  owner: string,
  nowMs: number,
  leaseMs: number,
): Promise<GameMessageRow | undefined> {
  const until = iso(nowMs + leaseMs);
  await tx.db
    .insertInto("game_messages")
    .values({
      chat_id: key.chatId,
      game_id: key.gameId,
      session_id: key.sessionId,
      message_id: null,
      shown_version: 0,
      shown_paused: 0,
      hold_mask: 0,
      hold_version: 0,
      lease_owner: null,
      lease_until: null,
      updated_at: iso(nowMs),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return tx.db
    .updateTable("game_messages")
    .set({ lease_owner: owner, lease_until: until })
    .where("chat_id", "=", key.chatId)
    .where("game_id", "=", key.gameId)
    .where((eb) =>
      eb.or([
        eb("lease_until", "is", null),
        eb("lease_until", "<=", iso(nowMs)),
        eb("lease_owner", "=", owner),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Records what a leased message now shows and releases the lease. */
export async function recordGameMessageShown(
  tx: WriteTx,
  key: GameMessageKey,
  shown: { readonly messageId: number; readonly version: number; readonly paused: boolean },
  nowMs: number,
): Promise<void> {
  await tx.db
    .updateTable("game_messages")
    .set({
      message_id: shown.messageId,
      shown_version: shown.version,
      shown_paused: shown.paused ? 1 : 0,
      lease_owner: null,
      lease_until: null,
      updated_at: iso(nowMs),
    })
    .where("chat_id", "=", key.chatId)
    .where("game_id", "=", key.gameId)
    .execute();
}

/** Releases a lease without recording anything (the send failed). */
export async function releaseGameMessage(tx: WriteTx, key: GameMessageKey, owner: string): Promise<void> {
  await tx.db
    .updateTable("game_messages")
    .set({ lease_owner: null, lease_until: null })
    .where("chat_id", "=", key.chatId)
    .where("game_id", "=", key.gameId)
    .where("lease_owner", "=", owner)
    .execute();
}

/** Extends the message leases an owner holds while its edits are still running. */
export async function renewGameMessageLeases(
  tx: WriteTx,
  owner: string,
  nowMs: number,
  leaseMs: number,
): Promise<void> {
  await tx.db
    .updateTable("game_messages")
    .set({ lease_until: iso(nowMs + leaseMs) })
    .where("lease_owner", "=", owner)
    .where("lease_until", ">=", iso(nowMs))
    .execute();
}

/** Frees every message lease an owner holds (a restarted worker's leases are dead). */
export async function releaseGameMessageLeases(tx: WriteTx, owner: string): Promise<void> {
  await tx.db
    .updateTable("game_messages")
    .set({ lease_owner: null, lease_until: null })
    .where("lease_owner", "=", owner)
    .execute();
}

/** Stores the dice the mover marked to keep for one game version. */
export async function saveHoldMask(
  tx: WriteTx,
  key: GameMessageKey,
  version: number,
  mask: number,
): Promise<void> {
  await tx.db
    .updateTable("game_messages")
    .set({ hold_mask: mask, hold_version: version })
    .where("chat_id", "=", key.chatId)
    .where("game_id", "=", key.gameId)
    .execute();
}
