import type { PersonalTokenRow, UserRow } from "../schema.ts";
import type { Reader, WriteTx } from "../store.ts";

/** Stores a new token (its hash). */
export async function insertPersonalToken(tx: WriteTx, row: PersonalTokenRow): Promise<void> {
  await tx.db.insertInto("personal_tokens").values(row).execute();
}

/** A user's tokens that are not revoked, newest first. */
export function listPersonalTokens(r: Reader, userId: string): Promise<PersonalTokenRow[]> {
  return r.db
    .selectFrom("personal_tokens")
    .selectAll()
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .orderBy("created_at", "desc")
    .execute();
}

/** Revokes one of a user's tokens; false when they have no such live token. */
export async function revokePersonalToken(
  tx: WriteTx,
  userId: string,
  id: string,
  at: string,
): Promise<boolean> {
  const result = await tx.db
    .updateTable("personal_tokens")
    .set({ revoked_at: at })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The live token with this hash and its user. */
export function findPersonalTokenUser(
  r: Reader,
  tokenHash: string,
): Promise<(UserRow & { token_id: string; scopes: string; last_used_at_token: string | null }) | undefined> {
  return r.db
    .selectFrom("personal_tokens")
    .innerJoin("users", "users.id", "personal_tokens.user_id")
    .selectAll("users")
    .select([
      "personal_tokens.id as token_id",
      "personal_tokens.scopes",
      "personal_tokens.last_used_at as last_used_at_token",
    ])
    .where("personal_tokens.token_hash", "=", tokenHash)
    .where("personal_tokens.revoked_at", "is", null)
    .executeTakeFirst();
}

/** Marks a token used at `at`. */
export async function touchPersonalToken(tx: WriteTx, id: string, at: string): Promise<void> {
  await tx.db.updateTable("personal_tokens").set({ last_used_at: at }).where("id", "=", id).execute();
}
