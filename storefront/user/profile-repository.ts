import type { Kysely, Selectable } from "kysely";
import type { UserTables } from "./user-tables.ts";

export type ProfileRow = Selectable<UserTables["user_profiles"]>;
type Db = Kysely<UserTables>;

/** A customer's profile, if they ever saved one. */
export function findProfile(db: Db, accountId: string): Promise<ProfileRow | undefined> {
  return db.selectFrom("user_profiles").selectAll().where("account_id", "=", accountId).executeTakeFirst();
}

/** Creates or replaces a profile. */
export async function saveProfile(db: Db, row: ProfileRow): Promise<void> {
  await db
    .insertInto("user_profiles")
    .values(row)
    .onConflict((oc) =>
      oc.column("account_id").doUpdateSet({
        display_name: row.display_name,
        phone: row.phone,
        shipping_address: row.shipping_address,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}
