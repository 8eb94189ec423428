import type { Reader, WriteTx } from "../store.ts";

/** One block the caller made: whom, their name now, and since when. */
export interface BlockRow {
  readonly blocked_user_id: string;
  readonly display_name: string;
  readonly created_at: string;
}

/** Blocks `blockedUserId` for `userId`; false when it was already blocked. */
export async function insertBlock(
  tx: WriteTx,
  userId: string,
  blockedUserId: string,
  at: string,
): Promise<boolean> {
  const result = await tx.db
    .insertInto("user_blocks")
    .values({ user_id: userId, blocked_user_id: blockedUserId, created_at: at })
    .onConflict((oc) => oc.columns(["user_id", "blocked_user_id"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Lifts a block; false when there was none. */
export async function deleteBlock(tx: WriteTx, userId: string, blockedUserId: string): Promise<boolean> {
  const result = await tx.db
    .deleteFrom("user_blocks")
    .where("user_id", "=", userId)
    .where("blocked_user_id", "=", blockedUserId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The users `userId` blocked, newest first. */
export function listBlocks(r: Reader, userId: string): Promise<BlockRow[]> {
  return r.db
    .selectFrom("user_blocks as b")
    .innerJoin("users as u", "u.id", "b.blocked_user_id")
    .select(["b.blocked_user_id", "b.created_at", "u.display_name"])
    .where("b.user_id", "=", userId)
    .orderBy("b.created_at", "desc")
    .execute();
}

/** Every block between two of `userIds`, either way, as [blocker, blocked] pairs. */
export async function listBlocksAmong(
  r: Reader,
  userIds: readonly string[],
): Promise<(readonly [string, string])[]> {
  if (userIds.length < 2) return [];
  const rows = await r.db
    .selectFrom("user_blocks")
    .select(["user_id", "blocked_user_id"])
    .where("user_id", "in", userIds)
    .where("blocked_user_id", "in", userIds)
    .execute();
  return rows.map((row) => [row.user_id, row.blocked_user_id] as const);
}
