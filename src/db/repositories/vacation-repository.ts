import { type Params, type Prepared, prepare } from "../prepared.ts";
import type { Reader, WriteTx } from "../store.ts";

type ActiveQuery = Prepared<Record<string, string>, { user_id: string; ends_at: string }>;

/** The query for `count` users, their ids in slots user0, user1…, the instant in slot now. */
const activeQuery = (count: number): ActiveQuery =>
  prepare((db, p: Params<Record<string, string>>) =>
    db
      .selectFrom("vacations")
      .select(["user_id", "ends_at"])
      .where(
        "user_id",
        "in",
        Array.from({ length: count }, (_, i) => p[`user${i}`] as string),
      )
      .where("started_at", "<=", p.now as string)
      .where("ends_at", ">", p.now as string),
  );

/** Prepared once for each count up to eight (a game seats a few): every game start asks. */
const MOST_AT_ONCE = 8;
const ACTIVE_BY_COUNT = Array.from({ length: MOST_AT_ONCE }, (_, i) => activeQuery(i + 1));

/** The end of each of `userIds`' vacations running at `nowIso`. */
export async function activeVacations(
  r: Reader,
  userIds: readonly string[],
  nowIso: string,
): Promise<Map<string, string>> {
  const ends = new Map<string, string>();
  for (let from = 0; from < userIds.length; from += MOST_AT_ONCE) {
    const ids = userIds.slice(from, from + MOST_AT_ONCE);
    const params = Object.fromEntries([["now", nowIso], ...ids.map((id, i) => [`user${i}`, id])]);
    for (const row of await r.all(ACTIVE_BY_COUNT[ids.length - 1] as ActiveQuery, params)) {
      ends.set(row.user_id, row.ends_at);
    }
  }
  return ends;
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
