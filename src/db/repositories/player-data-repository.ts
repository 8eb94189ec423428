import type { Reader, WriteTx } from "../store.ts";
import { forgetSession } from "./session-memo.ts";

/** Every participant the user has been, in any session, and left or not. */
export async function listParticipantsOfUser(
  r: Reader,
  userId: string,
): Promise<{ participant_id: string; session_id: string }[]> {
  const current = await r.db
    .selectFrom("participants")
    .select(["id as participant_id", "session_id"])
    .where("user_id", "=", userId)
    .execute();
  return [...current, ...(await listFormerSeats(r, userId))];
}

/** The seats the user has left: their participant ids and sessions. */
export function listFormerSeats(r: Reader, userId: string) {
  return r.db
    .selectFrom("former_participants")
    .select(["participant_id", "session_id"])
    .where("user_id", "=", userId)
    .execute();
}

/**
 * Erases one user's personal data in the caller's unit, except the names in
 * game seats (the caller rewrites those): see src/privacy/personal-data.ts
 * for every column and what happens to it.
 */
export async function erasePlayerRows(
  tx: WriteTx,
  user: {
    readonly id: string;
    readonly telegramId: string | null;
    readonly name: string;
    readonly at: string;
  },
): Promise<void> {
  const db = tx.db;
  const { id, telegramId, name, at } = user;
  await db
    .updateTable("users")
    .set({
      display_name: name,
      email: null,
      password_hash: null,
      telegram_id: null,
      telegram_username: null,
      last_seen_at: null,
      erased_at: at,
      language: null,
    })
    .where("id", "=", id)
    .execute();
  // Without a Telegram id the user no longer makes a chat follow their sessions.
  if (telegramId) {
    for (const seat of await listParticipantsOfUser(tx, id)) forgetSession(tx, seat.session_id);
  }
  await db.updateTable("participants").set({ display_name: name }).where("user_id", "=", id).execute();
  await db.updateTable("tournament_players").set({ display_name: name }).where("user_id", "=", id).execute();
  await db.updateTable("match_tickets").set({ display_name: name }).where("user_id", "=", id).execute();
  // No new game for an erased player: waiting tickets end, and entries to tournaments not begun go.
  await db
    .updateTable("match_tickets")
    .set({ status: "cancelled", settled_at: at })
    .where("user_id", "=", id)
    .where("status", "=", "waiting")
    .execute();
  await db
    .deleteFrom("tournament_players")
    .where("user_id", "=", id)
    .where("tournament_id", "in", (eb) =>
      eb.selectFrom("tournaments").select("id").where("status", "=", "open"),
    )
    .execute();
  const owned = [
    "guest_tokens",
    "refresh_tokens",
    "personal_tokens",
    "ratings",
    "game_results",
    "vacations",
    "former_participants",
    "user_blocks",
  ] as const;
  for (const table of owned) {
    await db.deleteFrom(table).where("user_id", "=", id).execute();
  }
  await db.deleteFrom("user_blocks").where("blocked_user_id", "=", id).execute();
  if (!telegramId) return;
  await db.deleteFrom("messenger_chats").where("chat_id", "=", telegramId).execute();
  await db.deleteFrom("game_messages").where("chat_id", "=", telegramId).execute();
  await db.deleteFrom("messenger_notices").where("chat_id", "=", telegramId).execute();
  await db.deleteFrom("bot_storage").where("key", "like", `%:${telegramId}`).execute();
  await db.deleteFrom("outbox").where("payload", "like", `%"chat_id":"${telegramId}"%`).execute();
}

/** The join and leave notices of the given sessions: the outbox rows that may carry a name. */
export function listOutboxNotices(r: Reader, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return r.db
    .selectFrom("outbox")
    .select(["id", "payload"])
    .where("kind", "in", ["participant_joined", "participant_left"])
    .where("session_id", "in", sessionIds)
    .execute();
}

/** Rewrites one outbox row's payload. */
export async function setOutboxPayload(tx: WriteTx, id: number, payload: string): Promise<void> {
  await tx.db.updateTable("outbox").set({ payload }).where("id", "=", id).execute();
}

/** Logs an erasure by its keyed hash; false when it was logged before. */
export async function logErasure(tx: WriteTx, keyHash: string, at: string): Promise<boolean> {
  const result = await tx.db
    .insertInto("player_erasures")
    .values({ key_hash: keyHash, erased_at: at })
    .onConflict((oc) => oc.column("key_hash").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Guests unseen since `beforeIso` and not erased yet, oldest first. */
export async function listIdleGuests(r: Reader, beforeIso: string, limit: number): Promise<string[]> {
  const rows = await r.db
    .selectFrom("users")
    .select("id")
    .where("kind", "=", "guest")
    .where("erased_at", "is", null)
    .where("last_seen_at", "<", beforeIso)
    .orderBy("last_seen_at")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Marks a user as seen at `at` (kept to the hour by the caller). */
export async function touchLastSeen(tx: WriteTx, userId: string, at: string): Promise<void> {
  await tx.db.updateTable("users").set({ last_seen_at: at }).where("id", "=", userId).execute();
}
