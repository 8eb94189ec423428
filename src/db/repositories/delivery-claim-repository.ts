import type { WriteTx } from "../store.ts";

/**
 * Claims the right to send one outbox row's notice to one chat. A claim is
 * taken before sending, so a retried row never repeats a notice; a failed
 * send gives the claim back.
 */
export async function claimNotice(
  tx: WriteTx,
  outboxId: number,
  chatId: string,
  nowMs: number,
): Promise<boolean> {
  const result = await tx.db
    .insertInto("messenger_notices")
    .values({ outbox_id: outboxId, chat_id: chatId, sent_at: new Date(nowMs).toISOString() })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Gives back a notice claim after its send failed, so the retry sends it. */
export async function releaseNotice(tx: WriteTx, outboxId: number, chatId: string): Promise<void> {
  await tx.db
    .deleteFrom("messenger_notices")
    .where("outbox_id", "=", outboxId)
    .where("chat_id", "=", chatId)
    .execute();
}

/** Claims an incoming update id; false means it was already taken in hand (a redelivery). */
export async function claimUpdate(tx: WriteTx, updateId: number, nowMs: number): Promise<boolean> {
  const result = await tx.db
    .insertInto("messenger_updates")
    .values({ update_id: updateId, seen_at: new Date(nowMs).toISOString() })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Forgets an update id whose handling failed, so Telegram's redelivery is handled again. */
export async function releaseUpdate(tx: WriteTx, updateId: number): Promise<void> {
  await tx.db.deleteFrom("messenger_updates").where("update_id", "=", updateId).execute();
}

/** Deletes update ids and notice claims older than `olderThanMs`; redeliveries never come that late. */
export async function pruneDeliveryClaims(tx: WriteTx, olderThanMs: number): Promise<void> {
  const before = new Date(olderThanMs).toISOString();
  await tx.db.deleteFrom("messenger_updates").where("seen_at", "<", before).execute();
  await tx.db.deleteFrom("messenger_notices").where("sent_at", "<", before).execute();
}
