import type { Kysely, Selectable } from "kysely";
import type { AuthTables } from "./auth-tables.ts";

export type RefreshTokenRow = Selectable<AuthTables["auth_refresh_tokens"]>;
type Db = Kysely<AuthTables>;

/** Stores a new refresh token (by hash). */
export async function insertRefreshToken(db: Db, row: RefreshTokenRow): Promise<void> {
  await db.insertInto("auth_refresh_tokens").values(row).execute();
}

/** The refresh token with this hash. */
export function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return db
    .selectFrom("auth_refresh_tokens")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/** Spends a token; false when it was already spent (a concurrent refresh won). */
export async function spendRefreshToken(db: Db, tokenHash: string, nowMs: number): Promise<boolean> {
  const result = await db
    .updateTable("auth_refresh_tokens")
    .set({ used_at: nowMs })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Revokes every token of a family (sign-out, or a reused token). */
export async function revokeFamily(db: Db, familyId: string, nowMs: number): Promise<void> {
  await db
    .updateTable("auth_refresh_tokens")
    .set({ revoked_at: nowMs })
    .where("family_id", "=", familyId)
    .where("revoked_at", "is", null)
    .execute();
}
