import type { Reader, WriteTx } from "../store.ts";

/** The end of each of `userIds`' vacations running at `nowIso`. */
export async function activeVacations(
  r: Reader,
  userIds: readonly string[],
  nowIso: string,
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await r.db
    .selectFrom("vacations")
    .select(["user_id", "ends_at"])
    .where("user_id", "in", userIds)
    .where("started_at", "<=", nowIso)
    .where("ends_at", ">", nowIso)
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.ends_at]));
}

/** A user's vacations that started at or after `sinceIso`. */
export function listVacationsSince(
  r: Reader,
  userId: string,
  sinceIso: string,
): Promise<{ started_at: string; ends_at: string }[]> {
  return r.db
    .selectFrom("vacations")
    .select(["started_at", "ends_at"])
    .where("user_id", "=", userId)
    .where("started_at", ">=", sinceIso)
    .execute();
}

/** A user's vacation running at `nowIso`, if any. */
export async function findRunningVacation(
  r: Reader,
  userId: string,
  nowIso: string,
): Promise<{ started_at: string; ends_at: string } | undefined> {
  return r.db
    .selectFrom("vacations")
    .select(["started_at", "ends_at"])
    .where("user_id", "=", userId)
    .where("started_at", "<=", nowIso)
    .where("ends_at", ">", nowIso)
    .executeTakeFirst();
}

/** Moves the end of one vacation (to end it now, or to change a running one). */
export async function setVacationEnd(
  tx: WriteTx,
  row: { user_id: string; started_at: string; ends_at: string },
): Promise<void> {
  await tx.db
    .updateTable("vacations")
    .set({ ends_at: row.ends_at })
    .where("user_id", "=", row.user_id)
    .where("started_at", "=", row.started_at)
    .execute();
}

/** Starts a vacation (the caller checked that none is running). */
export async function insertVacation(
  tx: WriteTx,
  row: { user_id: string; started_at: string; ends_at: string },
): Promise<void> {
  await tx.db.insertInto("vacations").values(row).execute();
}

/** The running games a user has a seat's participant in: the games a vacation changes. */
export async function listRunningGamesOfUser(
  r: Reader,
  userId: string,
): Promise<{ game_id: string; participant_id: string }[]> {
  return r.db
    .selectFrom("games")
    .innerJoin("participants", "participants.session_id", "games.session_id")
    .select(["games.id as game_id", "participants.id as participant_id"])
    .where("participants.user_id", "=", userId)
    .where("games.status", "=", "running")
    .execute();
}
