import type { Kysely, Selectable } from "kysely";
import type { AuthTables } from "./auth-tables.ts";

export type AccountRow = Selectable<AuthTables["auth_accounts"]>;
type Db = Kysely<AuthTables>;

/** The account with this (lower-cased) email. */
export function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  return db.selectFrom("auth_accounts").selectAll().where("email", "=", email).executeTakeFirst();
}

/** The account with this id. */
export function findAccountById(db: Db, id: string): Promise<AccountRow | undefined> {
  return db.selectFrom("auth_accounts").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Inserts an account; false when the email is taken (also when another request took it meanwhile). */
export async function insertAccount(db: Db, row: AccountRow): Promise<boolean> {
  const result = await db
    .insertInto("auth_accounts")
    .values(row)
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Marks an account as staff. */
export async function promoteAccount(db: Db, id: string): Promise<void> {
  await db.updateTable("auth_accounts").set({ is_staff: 1 }).where("id", "=", id).execute();
}
