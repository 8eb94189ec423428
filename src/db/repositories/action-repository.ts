import { type Params, prepare } from "../prepared.ts";
import type { Reader, WriteTx } from "../store.ts";

/** A stored action outcome: who sent it, a hash of what was sent, and the outcome JSON. */
export interface StoredOutcome {
  readonly actor: string | null;
  readonly request_hash: string | null;
  readonly outcome: string;
}

const actionById = prepare((db, p: Params<{ gameId: string; actionId: string }>) =>
  db
    .selectFrom("game_actions")
    .select(["actor", "request_hash", "outcome"])
    .where("game_id", "=", p.gameId)
    .where("action_id", "=", p.actionId),
);
const insertAction = prepare(
  (
    db,
    p: Params<{ gameId: string; actionId: string; actor: string; hash: string; outcome: string; at: string }>,
  ) =>
    db.insertInto("game_actions").values({
      game_id: p.gameId,
      action_id: p.actionId,
      actor: p.actor,
      request_hash: p.hash,
      outcome: p.outcome,
      created_at: p.at,
    }),
);
const keyed = prepare((db, p: Params<{ gameId: string; owner: string; key: string }>) =>
  db
    .selectFrom("idempotency_keys")
    .select(["request_hash", "outcome"])
    .where("game_id", "=", p.gameId)
    .where("owner", "=", p.owner)
    .where("key", "=", p.key),
);
const insertKey = prepare(
  (
    db,
    p: Params<{ gameId: string; owner: string; key: string; hash: string; outcome: string; at: string }>,
  ) =>
    db.insertInto("idempotency_keys").values({
      game_id: p.gameId,
      owner: p.owner,
      key: p.key,
      request_hash: p.hash,
      outcome: p.outcome,
      created_at: p.at,
    }),
);

/** The stored outcome of an action id in a game, if it was sent before. */
export function findActionOutcome(
  r: Reader,
  gameId: string,
  actionId: string,
): Promise<StoredOutcome | undefined> {
  return r.first(actionById, { gameId, actionId });
}

/** Stores an action id's outcome, so a repeat replays it. */
export async function insertActionOutcome(
  tx: WriteTx,
  row: { gameId: string; actionId: string; actor: string; hash: string; outcome: string; at: string },
): Promise<void> {
  await tx.run(insertAction, row);
}

/** The stored response to an owner's Idempotency-Key in a game, if that owner used the key before. */
export function findKeyedOutcome(
  r: Reader,
  gameId: string,
  owner: string,
  key: string,
): Promise<{ request_hash: string; outcome: string } | undefined> {
  return r.first(keyed, { gameId, owner, key });
}

/** Stores the response to an owner's Idempotency-Key. */
export async function insertKeyedOutcome(
  tx: WriteTx,
  row: { gameId: string; owner: string; key: string; hash: string; outcome: string; at: string },
): Promise<void> {
  await tx.run(insertKey, row);
}
