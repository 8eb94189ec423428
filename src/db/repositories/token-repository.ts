import type { NotNull } from "kysely";
import { type Params, prepare, slotsFor } from "../prepared.ts";
import type { RefreshTokenRow, UserRow } from "../schema.ts";
import type { Reader, WriteTx } from "../store.ts";

const insertGuest = prepare((db, p: Params<{ token_hash: string; user_id: string; expires_at: string }>) =>
  db
    .insertInto("guest_tokens")
    .values({ token_hash: p.token_hash, user_id: p.user_id, expires_at: p.expires_at }),
);
// Subqueries, not a join: SQLite 3.54 compiles a join with a bound value again on every call (tens of µs).
const guestUser = prepare((db, p: Params<{ tokenHash: string }>) =>
  db
    .selectFrom("users")
    .selectAll("users")
    .select((eb) =>
      eb
        .selectFrom("guest_tokens")
        .select("expires_at")
        .where("token_hash", "=", p.tokenHash)
        .as("expires_at"),
    )
    .where("users.id", "=", (eb) =>
      eb.selectFrom("guest_tokens").select("user_id").where("token_hash", "=", p.tokenHash),
    )
    // A user is found only through the token's row, so its expiry is there too.
    .$narrowType<{ expires_at: NotNull }>(),
);
const insertRefresh = prepare((db, _: Params<RefreshTokenRow>) =>
  db.insertInto("refresh_tokens").values(
    slotsFor<RefreshTokenRow>({
      token_hash: true,
      family_id: true,
      user_id: true,
      expires_at: true,
      used_at: true,
      revoked_at: true,
      created_at: true,
    }),
  ),
);
const refreshByHash = prepare((db, p: Params<{ tokenHash: string }>) =>
  db.selectFrom("refresh_tokens").selectAll().where("token_hash", "=", p.tokenHash),
);
const markUsed = prepare((db, p: Params<{ tokenHash: string; at: string }>) =>
  db.updateTable("refresh_tokens").set({ used_at: p.at }).where("token_hash", "=", p.tokenHash),
);
const revokeFamily = prepare((db, p: Params<{ familyId: string; at: string }>) =>
  db
    .updateTable("refresh_tokens")
    .set({ revoked_at: p.at })
    .where("family_id", "=", p.familyId)
    .where("revoked_at", "is", null),
);

/** Stores a guest token's hash for a user. */
export async function insertGuestToken(
  tx: WriteTx,
  row: { token_hash: string; user_id: string; expires_at: string },
): Promise<void> {
  await tx.run(insertGuest, row);
}

/** The user behind a guest token's hash, with the token's expiry. */
export function findGuestTokenUser(
  r: Reader,
  tokenHash: string,
): Promise<(UserRow & { expires_at: string }) | undefined> {
  return r.first(guestUser, { tokenHash });
}

/** Stores a refresh token's hash. */
export async function insertRefreshToken(tx: WriteTx, row: RefreshTokenRow): Promise<void> {
  await tx.run(insertRefresh, row);
}

/** Finds a refresh token by its hash. */
export function findRefreshToken(r: Reader, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return r.first(refreshByHash, { tokenHash });
}

/** Marks a refresh token spent. */
export async function markRefreshTokenUsed(tx: WriteTx, tokenHash: string, at: string): Promise<void> {
  await tx.run(markUsed, { tokenHash, at });
}

/** Revokes every live token of a refresh-token family. */
export async function revokeRefreshFamily(tx: WriteTx, familyId: string, at: string): Promise<void> {
  await tx.run(revokeFamily, { familyId, at });
}
