import { idBytes } from "../compact-id.ts";
import type { Reader, WriteTx } from "../store.ts";

/** Everything kept about one user, read for their export (no other player's name or id beyond seats' ids). */
export async function readPlayerData(r: Reader, userId: string) {
  const db = r.db;
  const participants = await db
    .selectFrom("participants")
    .innerJoin("sessions", "sessions.id", "participants.session_id")
    .select([
      "participants.id",
      "participants.session_id",
      "participants.display_name",
      "participants.role",
      "participants.joined_at",
      "participants.presence_web",
      "participants.presence_messenger",
      "sessions.status as session_status",
      "sessions.telegram_chat_id",
      "sessions.created_at as session_created_at",
    ])
    .where("participants.user_id", "=", userId)
    .orderBy("participants.joined_at")
    .execute();
  const former = await db
    .selectFrom("former_participants")
    .select(["participant_id", "session_id"])
    .where("user_id", "=", userId)
    .execute();
  const sessionIds = [...participants.map((p) => p.session_id), ...former.map((f) => f.session_id)];
  const games = sessionIds.length
    ? await db
        .selectFrom("games")
        .select(["id", "session_id", "plugin_id", "status", "seats", "created_at", "finished_at"])
        .where("session_id", "in", sessionIds)
        .orderBy("created_at")
        .execute()
    : [];
  const actors = [...participants.map((p) => p.id), ...former.map((f) => f.participant_id)].map(idBytes);
  const moves = actors.length
    ? await db
        .selectFrom("audit_entries")
        .select([
          "game_id",
          "seq",
          "at",
          "actor",
          "channel",
          "kind",
          "action_type",
          "payload",
          "outcome",
          "version",
        ])
        .where("session_id", "in", sessionIds)
        .where("actor", "in", actors)
        .where("kind", "in", ["action", "late_action"])
        .orderBy("session_id")
        .orderBy("seq")
        .execute()
    : [];
  return {
    participants,
    former,
    games,
    moves,
    ratings: await db.selectFrom("ratings").selectAll().where("user_id", "=", userId).execute(),
    results: await db.selectFrom("game_results").selectAll().where("user_id", "=", userId).execute(),
    guestTokens: await db
      .selectFrom("guest_tokens")
      .select(["expires_at"])
      .where("user_id", "=", userId)
      .execute(),
    refreshTokens: await db
      .selectFrom("refresh_tokens")
      .select(["family_id", "created_at", "expires_at", "used_at", "revoked_at"])
      .where("user_id", "=", userId)
      .execute(),
    personalTokens: await db
      .selectFrom("personal_tokens")
      .select(["name", "scopes", "created_at", "last_used_at", "revoked_at"])
      .where("user_id", "=", userId)
      .execute(),
    vacations: await db
      .selectFrom("vacations")
      .select(["started_at", "ends_at"])
      .where("user_id", "=", userId)
      .execute(),
    tournaments: await db
      .selectFrom("tournament_players")
      .select(["tournament_id", "display_name", "rating", "joined_at"])
      .where("user_id", "=", userId)
      .execute(),
    tickets: await db
      .selectFrom("match_tickets")
      .select(["id", "plugin_id", "display_name", "status", "created_at", "settled_at", "game_id"])
      .where("user_id", "=", userId)
      .execute(),
  };
}

/** The bot's rows about one Telegram user's private chat: its language and whether it follows games. */
export async function readPrivateChat(r: Reader, telegramId: string) {
  const db = r.db;
  return {
    chat: await db
      .selectFrom("messenger_chats")
      .selectAll()
      .where("chat_id", "=", telegramId)
      .executeTakeFirst(),
    storage: await db
      .selectFrom("bot_storage")
      .select(["key", "value", "updated_at"])
      .where("key", "like", `%:${telegramId}`)
      .execute(),
  };
}

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
  const former = await r.db
    .selectFrom("former_participants")
    .select(["participant_id", "session_id"])
    .where("user_id", "=", userId)
    .execute();
  return [...current, ...former];
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
    })
    .where("id", "=", id)
    .execute();
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
  ] as const;
  for (const table of owned) {
    await db.deleteFrom(table).where("user_id", "=", id).execute();
  }
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
