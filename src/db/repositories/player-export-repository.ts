import type { AuditKind } from "../../documents/audit-entry.ts";
import { idBytes } from "../compact-id.ts";
import type { Reader } from "../store.ts";
import { listFormerSeats } from "./player-data-repository.ts";

/** The seats the user holds and has left, with their sessions. */
async function readPlayerSeats(r: Reader, userId: string) {
  const participants = await r.db
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
  return { participants, former: await listFormerSeats(r, userId) };
}

/** The games of the given sessions, oldest first. */
function readSessionGames(r: Reader, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return r.db
    .selectFrom("games")
    .select(["id", "session_id", "plugin_id", "status", "seats", "created_at", "finished_at"])
    .where("session_id", "in", sessionIds)
    .orderBy("created_at")
    .execute();
}

/** The moves the given seats made in the given sessions, in log order. */
function readSeatMoves(r: Reader, sessionIds: readonly string[], participantIds: readonly string[]) {
  if (participantIds.length === 0) return Promise.resolve([]);
  return r.db
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
    .where("actor", "in", participantIds.map(idBytes))
    .where("kind", "in", ["action", "late_action"] satisfies AuditKind[])
    .orderBy("session_id")
    .orderBy("seq")
    .execute();
}

/** The rows the user's account owns outright: ratings, results, tokens, vacations, entries and tickets. */
async function readAccountRows(r: Reader, userId: string) {
  const db = r.db;
  return {
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

/** Everything kept about one user, read for their export (no other player's name or id beyond seats' ids). */
export async function readPlayerData(r: Reader, userId: string) {
  const { participants, former } = await readPlayerSeats(r, userId);
  const sessionIds = [...participants.map((p) => p.session_id), ...former.map((f) => f.session_id)];
  const games = await readSessionGames(r, sessionIds);
  const seats = [...participants.map((p) => p.id), ...former.map((f) => f.participant_id)];
  const moves = await readSeatMoves(r, sessionIds, seats);
  return { participants, former, games, moves, ...(await readAccountRows(r, userId)) };
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
