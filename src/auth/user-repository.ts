import type { Kysely } from "kysely";
import type { Database, UserRow } from "../db/schema.ts";

/** Finds a user by id. */
export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Finds a registered user by normalised email. */
export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
}

/** Finds the account bound to a Telegram user id. */
export function findUserByTelegramId(db: Kysely<Database>, telegramId: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("telegram_id", "=", telegramId).executeTakeFirst();
}

/** Inserts a user row and returns it. */
export async function insertUser(db: Kysely<Database>, user: UserRow): Promise<UserRow> {
  await db.insertInto("users").values(user).execute();
  return user;
}

/** Makes an existing account a staff account. */
export async function markUserStaff(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable("users").set({ is_staff: 1 }).where("id", "=", id).execute();
}
