import { hash } from "node:crypto";
import { idBytes, idText } from "../compact-id.ts";
import { hashBytes, hashHex } from "../hash-bytes.ts";
import { type Params, prepare } from "../prepared.ts";
import type { Reader, WriteTx } from "../store.ts";
import { canHold, type HeldActions, heldActions, holdActions, MOST_HELD, noteAction } from "./action-memo.ts";
import { findLoggedMove, type LoggedMove, listLoggedMoves } from "./logged-move-repository.ts";

export { letGoActions } from "./action-memo.ts";
export type { LoggedMove } from "./logged-move-repository.ts";

/** Where a game's actions are found: its slice of the audit log starts at `audit_seq` of its session's. */
export interface GameRef {
  readonly id: string;
  readonly session_id: string;
  readonly audit_seq: number;
}

/**
 * An action sent before: a refusal (or a move stored before decision 0029)
 * from `game_actions`, with who sent it, a hash of what was sent (hex) and
 * the outcome JSON; or an applied move as its audit entry keeps it.
 */
export type StoredAction =
  | {
      readonly from: "table";
      readonly actor: string | null;
      readonly request_hash: string | null;
      readonly outcome: string;
    }
  | { readonly from: "log"; readonly move: LoggedMove };

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
// A key stored as a reference to an action id whose move is only in the log has no game_actions row.
const keyed = prepare((db, p: Params<{ gameId: string; owner: Uint8Array; key: Uint8Array }>) =>
  db
    .selectFrom("idempotency_keys")
    .leftJoin("game_actions", (join) =>
      join
        .onRef("game_actions.game_id", "=", "idempotency_keys.game_id")
        .onRef("game_actions.action_id", "=", "idempotency_keys.action_id"),
    )
    .select(["idempotency_keys.action_id", "game_actions.request_hash", "game_actions.outcome"])
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

/** A sender's Idempotency-Key as a move's entry keeps it: 16 bytes of SHA-256 over their user id and the key, in hex. */
export const requestKeyOf = (owner: string, key: string): string =>
  hash("sha256", `${owner}\u0000${key}`, "hex").slice(0, 32);

/**
 * Holds a running game's action ids and keys in the unit's memo
 * (action-memo.ts), read again unless held complete through the game's
 * version, so looking up a new action needs no read.
 */
export async function holdGameActions(
  tx: WriteTx,
  game: GameRef & { readonly version: number },
): Promise<void> {
  const held = heldActions(tx, game.id);
  if (!canHold(tx) || held === "too many" || held?.through === game.version) return;
  const limit = MOST_HELD + 1;
  const logged = await listLoggedMoves(tx, game, limit);
  const ids = logged.length < limit ? await tx.all(idsOfGame, { gameId: game.id, limit }) : [];
  const keys = ids.length < limit ? await tx.all(keysOfGame, { gameId: game.id, limit }) : [];
  holdActions(tx, game.id, {
    ids: new Set([...logged.map((row) => row.actionId), ...ids.map((row) => idText(row.action_id))]),
    keys: new Set([
      ...logged.flatMap((row) => (row.requestKey ? [row.requestKey] : [])),
      ...keys.map((row) => requestKeyOf(idText(row.owner), idText(row.key))),
    ]),
    through: game.version,
  });
}

/** Holds a game just created, at `version`, as having no actions yet. */
export function holdNoActions(tx: WriteTx, gameId: string, version: number): void {
  holdActions(tx, gameId, { ids: new Set(), keys: new Set(), through: version });
}

/** Notes an applied move's id and request key as stored (in its audit entry). */
export function noteLoggedMove(tx: WriteTx, gameId: string, move: { id: string; key: string | null }): void {
  noteAction(tx, gameId, { id: move.id, ...(move.key !== null && { key: move.key }) });
}

/** False when the memo holds the game's actions and this is not one of them: surely new, with no read. */
function maybeStored(r: Reader, gameId: string, has: (held: HeldActions) => boolean) {
  const held = heldActions(r, gameId);
  return held === undefined || held === "too many" || has(held);
}

/** The stored outcome of an action id in a game, if it was sent before: in `game_actions`, else in the log. */
export async function findActionOutcome(
  r: Reader,
  game: GameRef,
  actionId: string,
): Promise<StoredAction | undefined> {
  if (!maybeStored(r, game.id, (held) => held.ids.has(actionId))) return undefined;
  const row = await r.first(actionById, { gameId: game.id, actionId: idBytes(actionId) });
  if (row)
    return {
      from: "table",
      actor: row.actor && idText(row.actor),
      request_hash: row.request_hash && hashHex(row.request_hash),
      outcome: row.outcome,
    };
  const move = await findLoggedMove(r, game, { actionId });
  return move && { from: "log", move };
}

/** Stores a refusal's outcome under its action id, so a repeat replays it. */
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

/** The action behind an owner's Idempotency-Key in a game, if that owner used the key before. */
export async function findKeyedOutcome(
  r: Reader,
  game: GameRef,
  owner: string,
  key: string,
): Promise<StoredAction | undefined> {
  const requestKey = requestKeyOf(owner, key);
  if (!maybeStored(r, game.id, (held) => held.keys.has(requestKey))) return undefined;
  const row = await r.first(keyed, { gameId: game.id, owner: idBytes(owner), key: idBytes(key) });
  if (row?.outcome != null)
    return {
      from: "table",
      actor: null,
      request_hash: row.request_hash && hashHex(row.request_hash),
      outcome: row.outcome,
    };
  if (row) return findActionOutcome(r, game, idText(row.action_id));
  const move = await findLoggedMove(r, game, { requestKey });
  return move && { from: "log", move };
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
  noteAction(tx, row.gameId, { key: requestKeyOf(row.owner, row.key) });
}
