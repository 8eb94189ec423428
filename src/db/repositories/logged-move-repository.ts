import type { Kysely } from "kysely";
import { idBytes, idText } from "../compact-id.ts";
import { hashBytes, hashHex } from "../hash-bytes.ts";
import { type Params, prepare } from "../prepared.ts";
import type { Database } from "../schema.ts";
import type { Reader } from "../store.ts";

/**
 * Applied moves as their audit entries keep them, read to answer a retry
 * (decision 0029): what was sent (the id, type, payload and entropy a
 * request's hash is made of), by whom, the version it made, and its answer.
 * A game's entries are read by the log's own key, from the game's first
 * entry (`audit_seq`) on: no index is added to the log for them.
 */
export interface LoggedMove {
  readonly actor: string;
  readonly actionId: string;
  readonly actionType: string;
  /** The payload's JSON as recorded. */
  readonly payload: string;
  readonly entropy: string | null;
  readonly version: number;
  /** The stored outcome when it says more than the version, else null. */
  readonly reply: string | null;
}

interface GameSlice {
  readonly id: string;
  readonly session_id: string;
  readonly audit_seq: number;
}

type SliceParams = { sessionId: string; from: number; gameId: Uint8Array };

const appliedOf = (db: Kysely<Database>, p: Params<SliceParams>) =>
  db
    .selectFrom("audit_entries")
    .where("session_id", "=", p.sessionId)
    .where("seq", ">=", p.from)
    .where("game_id", "=", p.gameId)
    .where("kind", "=", "action")
    .where("outcome", "=", "applied");

const columns = ["actor", "action_id", "action_type", "payload", "entropy", "version", "reply"] as const;
const byActionId = prepare((db, p: Params<SliceParams & { actionId: Uint8Array }>) =>
  appliedOf(db, p).select(columns).where("action_id", "=", p.actionId).limit(1),
);
const byRequestKey = prepare((db, p: Params<SliceParams & { requestKey: Uint8Array }>) =>
  appliedOf(db, p).select(columns).where("request_key", "=", p.requestKey).limit(1),
);
const idsOf = prepare((db, p: Params<SliceParams & { limit: number }>) =>
  appliedOf(db, p).select(["action_id", "request_key"]).where("action_id", "is not", null).limit(p.limit),
);

const sliceOf = (game: GameSlice): SliceParams => ({
  sessionId: game.session_id,
  from: game.audit_seq,
  gameId: idBytes(game.id),
});

/** The applied move of a game with this action id, or sent under this request key (action-repository.ts). */
export async function findLoggedMove(
  r: Reader,
  game: GameSlice,
  by: { readonly actionId: string } | { readonly requestKey: string },
): Promise<LoggedMove | undefined> {
  const row =
    "actionId" in by
      ? await r.first(byActionId, { ...sliceOf(game), actionId: idBytes(by.actionId) })
      : await r.first(byRequestKey, { ...sliceOf(game), requestKey: hashBytes(by.requestKey) });
  if (!row || row.action_id === null) return undefined;
  return {
    actor: idText(row.actor),
    actionId: idText(row.action_id),
    actionType: row.action_type ?? "",
    payload: row.payload ?? "{}",
    entropy: row.entropy,
    version: row.version ?? 0,
    reply: row.reply,
  };
}

/** The action ids and request keys (hex) of a game's applied moves, at most `limit`. */
export async function listLoggedMoves(
  r: Reader,
  game: GameSlice,
  limit: number,
): Promise<{ actionId: string; requestKey: string | null }[]> {
  const rows = await r.all(idsOf, { ...sliceOf(game), limit });
  return rows.flatMap((row) =>
    row.action_id === null
      ? []
      : [{ actionId: idText(row.action_id), requestKey: row.request_key && hashHex(row.request_key) }],
  );
}
