import { idBytes, idText } from "../../src/db/compact-id.ts";
import { hashBytes } from "../../src/db/hash-bytes.ts";
import type { Store } from "../../src/db/store.ts";
import { loggedOutcome } from "../../src/play/action-outcomes.ts";
import { type ActionInput, requestHash } from "../../src/play/request-hash.ts";

/** A move a test sent, with the Idempotency-Key it sent it under, if any. */
export interface SentMove {
  readonly body: ActionInput;
  readonly key?: string;
}

/**
 * Writes the `game_actions` and `idempotency_keys` rows a server from before
 * migration 0032 (decision 0029) stored for these applied moves of a game,
 * so a test of an older migration has the rows that migration converts.
 */
export async function storeAsBefore0032(store: Store, gameId: string, moves: readonly SentMove[]) {
  for (const { body, key } of moves) {
    const entry = await store.db
      .selectFrom("audit_entries")
      .select(["actor", "version", "reply"])
      .where("action_id", "=", idBytes(body.action_id))
      .where("outcome", "=", "applied")
      .executeTakeFirstOrThrow();
    await store.db
      .insertInto("game_actions")
      .values({
        game_id: gameId,
        action_id: idBytes(body.action_id),
        actor: entry.actor,
        request_hash: hashBytes(requestHash(body)),
        outcome: loggedOutcome(entry.version ?? 0, entry.reply),
      })
      .execute();
    if (key === undefined) continue;
    const seat = await store.db
      .selectFrom("participants")
      .select("user_id")
      .where("id", "=", idText(entry.actor))
      .executeTakeFirstOrThrow();
    await store.db
      .insertInto("idempotency_keys")
      .values({
        game_id: gameId,
        owner: idBytes(seat.user_id),
        key: idBytes(key),
        action_id: idBytes(body.action_id),
      })
      .execute();
  }
}
