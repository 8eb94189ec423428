import { idBytes, idText } from "../compact-id.ts";
import { hashBytes, hashHex } from "../hash-bytes.ts";
import { type Params, prepare } from "../prepared.ts";
import type { Reader, WriteTx } from "../store.ts";
import {
  canHold,
  type HeldActions,
  heldActions,
  holdActions,
  MOST_HELD,
  noteAction,
  ownerKey,
} from "./action-memo.ts";

export { letGoActions } from "./action-memo.ts";

/** A stored action outcome: who sent it, a hash of what was sent (hex), and the outcome JSON. */
export interface StoredOutcome {
  readonly actor: string | null;
  readonly request_hash: string | null;
  readonly outcome: string;
}

const actionById = prepare((db, p: Params<{ gameId: string; actionId: Uint8Array }>) =>
  db
    .selectFrom("game_actions")
    .select(["actor", "request_hash", "outcome"])
    .where("game_id", "=", p.gameId)
    .where("action_id", "=", p.actionId),
);
const insertAction = prepare(
  (
    db,
    p: Params<{
      gameId: string;
      actionId: Uint8Array;
      actor: Uint8Array;
      hash: Uint8Array;
      outcome: string;
    }>,
  ) =>
    db.insertInto("game_actions").values({
      game_id: p.gameId,
      action_id: p.actionId,
      actor: p.actor,
      request_hash: p.hash,
      outcome: p.outcome,
    }),
);
const keyed = prepare((db, p: Params<{ gameId: string; owner: Uint8Array; key: Uint8Array }>) =>
  db
    .selectFrom("idempotency_keys")
    .innerJoin("game_actions", (join) =>
      join
        .onRef("game_actions.game_id", "=", "idempotency_keys.game_id")
        .onRef("game_actions.action_id", "=", "idempotency_keys.action_id"),
    )
    .select(["game_actions.request_hash", "game_actions.outcome"])
    .where("idempotency_keys.game_id", "=", p.gameId)
    .where("idempotency_keys.owner", "=", p.owner)
    .where("idempotency_keys.key", "=", p.key),
);
const insertKey = prepare(
  (db, p: Params<{ gameId: string; owner: Uint8Array; key: Uint8Array; actionId: Uint8Array }>) =>
    db.insertInto("idempotency_keys").values({
      game_id: p.gameId,
      owner: p.owner,
      key: p.key,
      action_id: p.actionId,
    }),
);

const idsOfGame = prepare((db, p: Params<{ gameId: string; limit: number }>) =>
  db.selectFrom("game_actions").select("action_id").where("game_id", "=", p.gameId).limit(p.limit),
);
const keysOfGame = prepare((db, p: Params<{ gameId: string; limit: number }>) =>
  db.selectFrom("idempotency_keys").select(["owner", "key"]).where("game_id", "=", p.gameId).limit(p.limit),
);

/**
 * Holds a running game's action ids and keys in the unit's memo (action-memo.ts),
 * read once unless held already, so looking up a new action needs no read.
 * Nothing happens without a memo (PostgreSQL).
 */
export async function holdGameActions(tx: WriteTx, gameId: string): Promise<void> {
  if (!canHold(tx) || heldActions(tx, gameId) !== undefined) return;
  const limit = MOST_HELD + 1;
  const ids = await tx.all(idsOfGame, { gameId, limit });
  const keys = ids.length < limit ? await tx.all(keysOfGame, { gameId, limit }) : [];
  holdActions(tx, gameId, {
    ids: new Set(ids.map((row) => idText(row.action_id))),
    keys: new Set(keys.map((row) => ownerKey(idText(row.owner), idText(row.key)))),
  });
}

/** Holds a game just created as having no actions yet. */
export function holdNoActions(tx: WriteTx, gameId: string): void {
  holdActions(tx, gameId, { ids: new Set(), keys: new Set() });
}

/** False when the memo holds the game's actions and this is not one of them: surely new, with no read. */
function maybeStored(r: Reader, gameId: string, has: (held: HeldActions) => boolean) {
  const held = heldActions(r, gameId);
  return held === undefined || held === "too many" || has(held);
}

/** The stored outcome of an action id in a game, if it was sent before. */
export async function findActionOutcome(
  r: Reader,
  gameId: string,
  actionId: string,
): Promise<StoredOutcome | undefined> {
  if (!maybeStored(r, gameId, (held) => held.ids.has(actionId))) return undefined;
  const row = await r.first(actionById, { gameId, actionId: idBytes(actionId) });
  return (
    row && {
      actor: row.actor && idText(row.actor),
      request_hash: row.request_hash && hashHex(row.request_hash),
      outcome: row.outcome,
    }
  );
}

/** Stores an action id's outcome, so a repeat replays it. */
export async function insertActionOutcome(
  tx: WriteTx,
  row: { gameId: string; actionId: string; actor: string; hash: string; outcome: string },
): Promise<void> {
  await tx.run(insertAction, {
    gameId: row.gameId,
    actionId: idBytes(row.actionId),
    actor: idBytes(row.actor),
    hash: hashBytes(row.hash),
    outcome: row.outcome,
  });
  noteAction(tx, row.gameId, { id: row.actionId });
}

/** The request hash and outcome behind an owner's Idempotency-Key in a game, if that owner used the key before. */
export async function findKeyedOutcome(
  r: Reader,
  gameId: string,
  owner: string,
  key: string,
): Promise<{ request_hash: string | null; outcome: string } | undefined> {
  if (!maybeStored(r, gameId, (held) => held.keys.has(ownerKey(owner, key)))) return undefined;
  const row = await r.first(keyed, { gameId, owner: idBytes(owner), key: idBytes(key) });
  return row && { ...row, request_hash: row.request_hash && hashHex(row.request_hash) };
}

/** Stores an owner's Idempotency-Key as a reference to the action it answered (stored already). */
export async function insertKeyedOutcome(
  tx: WriteTx,
  row: { gameId: string; owner: string; key: string; actionId: string },
): Promise<void> {
  await tx.run(insertKey, {
    gameId: row.gameId,
    owner: idBytes(row.owner),
    key: idBytes(row.key),
    actionId: idBytes(row.actionId),
  });
  noteAction(tx, row.gameId, { key: ownerKey(row.owner, row.key) });
}
