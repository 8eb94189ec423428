import type { Principal } from "../auth/principal.ts";
import {
  deleteBlock,
  insertBlock,
  listBlocks,
  listBlocksAmong,
} from "../db/repositories/block-repository.ts";
import { findUserById } from "../db/repositories/user-repository.ts";
import type { Reader } from "../db/store.ts";
import type { BlockView } from "../documents/block-document.ts";
import { DomainError } from "../errors.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import { isoAt } from "../time.ts";

/** Blocks a user for the caller (idempotent): they never share a table through the lobby, quick play or pairing. */
export function blockUser(
  { store, now }: UseCaseDeps,
  principal: Principal,
  userId: string,
): Promise<BlockView> {
  if (userId === principal.userId) throw new DomainError("invalid_request", "You cannot block yourself.");
  return store.write(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user || user.kind === "computer") throw new DomainError("user_not_found", `No user ${userId}.`);
    const at = isoAt(now());
    await insertBlock(tx, principal.userId, userId, at);
    const kept = (await listBlocks(tx, principal.userId)).find((b) => b.blocked_user_id === userId);
    return { user_id: userId, display_name: user.display_name, created_at: kept?.created_at ?? at };
  });
}

/** Lifts the caller's block of a user; 404 block_not_found when there was none. */
export function unblockUser({ store }: UseCaseDeps, principal: Principal, userId: string): Promise<void> {
  return store.write(async (tx) => {
    if (!(await deleteBlock(tx, principal.userId, userId))) {
      throw new DomainError("block_not_found", `You have not blocked ${userId}.`);
    }
  });
}

/** The users the caller blocked, newest first. */
export async function listBlockedUsers({ store }: UseCaseDeps, principal: Principal): Promise<BlockView[]> {
  const rows = await listBlocks(store, principal.userId);
  return rows.map((row) => ({
    user_id: row.blocked_user_id,
    display_name: row.display_name,
    created_at: row.created_at,
  }));
}

/** Whether `userId` and any of `others` blocked one another, either way. */
export async function isBlockedAmong(r: Reader, userId: string, others: readonly string[]): Promise<boolean> {
  const pairs = await listBlocksAmong(r, [userId, ...others]);
  return pairs.some(([a, b]) => a === userId || b === userId);
}

/** A predicate telling whether two of `userIds` blocked one another, from one read. */
export async function blockedPairsOf(
  r: Reader,
  userIds: readonly string[],
): Promise<(a: string, b: string) => boolean> {
  const pairs = await listBlocksAmong(r, userIds);
  if (pairs.length === 0) return () => false;
  const keys = new Set(pairs.flatMap(([a, b]) => [`${a}\u0000${b}`, `${b}\u0000${a}`]));
  return (a, b) => keys.has(`${a}\u0000${b}`);
}
