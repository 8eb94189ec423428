import { type ExpressionBuilder, sql } from "kysely";
import type { Database } from "../schema.ts";
import type { Reader } from "../store.ts";

/** A public table waiting for players, with its host and seat count. */
export interface LobbyRow {
  readonly id: string;
  readonly invite_code: string;
  readonly plugin_id: string | null;
  readonly host_user_id: string;
  readonly max_players: number;
  readonly turn_seconds: number | null;
  readonly clock_rules: string | null;
  readonly created_at: string;
  readonly host_name: string;
  readonly host_rating: number | null;
  readonly seats_taken: number | string | bigint | null;
}

/** Where a page of the lobby starts: after this table, in newest-first order. */
export interface LobbyPosition {
  readonly createdAt: string;
  readonly id: string;
}

export interface LobbyQuery {
  readonly viewerId: string;
  readonly pluginId: string | undefined;
  readonly after: LobbyPosition | undefined;
  readonly limit: number;
}

type SessionsEb = ExpressionBuilder<Database & { s: Database["sessions"] }, "s">;

/** The seated participants (host and players) of the session in scope. */
function seatsTaken(eb: SessionsEb) {
  return eb
    .selectFrom("participants as p")
    .select(eb.fn.countAll().as("n"))
    .whereRef("p.session_id", "=", "s.id")
    .where("p.role", "!=", "spectator");
}

/** A participant of the session in scope who blocked the viewer, or whom the viewer blocked. */
function blockedMember(eb: SessionsEb, viewerId: string) {
  return eb
    .selectFrom("participants as m")
    .innerJoin("user_blocks as b", (join) =>
      join.on((j) =>
        j.or([
          j.and([j("b.user_id", "=", viewerId), j("b.blocked_user_id", "=", j.ref("m.user_id"))]),
          j.and([j("b.user_id", "=", j.ref("m.user_id")), j("b.blocked_user_id", "=", viewerId)]),
        ]),
      ),
    )
    .select("m.id")
    .whereRef("m.session_id", "=", "s.id");
}

/**
 * Public sessions still in Lobby with a free seat and nobody the viewer
 * blocked or was blocked by, newest first; `limit` rows from `after`.
 */
export function listLobbyTables(r: Reader, q: LobbyQuery): Promise<LobbyRow[]> {
  return lobbyTablesQuery(r, q).execute();
}

/** The lobby's query, unrun (its plan is tested to walk the index of open public tables). */
export function lobbyTablesQuery(r: Reader, q: LobbyQuery) {
  let query = r.db
    .selectFrom("sessions as s")
    .innerJoin("participants as h", (join) =>
      join.onRef("h.session_id", "=", "s.id").on("h.role", "=", "host"),
    )
    .leftJoin("ratings as r", (join) =>
      join.onRef("r.plugin_id", "=", "s.plugin_id").onRef("r.user_id", "=", "s.host_user_id"),
    )
    .select((eb) => [
      "s.id",
      "s.invite_code",
      "s.plugin_id",
      "s.host_user_id",
      "s.max_players",
      "s.turn_seconds",
      "s.clock_rules",
      "s.created_at",
      "h.display_name as host_name",
      "r.rating as host_rating",
      seatsTaken(eb).as("seats_taken"),
    ])
    // Literals, not parameters, so either engine's planner sees the index's own condition.
    .where("s.visibility", "=", sql.lit("public"))
    .where("s.status", "=", sql.lit("Lobby"))
    .where((eb) => eb(seatsTaken(eb), "<", eb.ref("s.max_players")))
    .where((eb) => eb.not(eb.exists(blockedMember(eb, q.viewerId))));
  if (q.pluginId !== undefined) query = query.where("s.plugin_id", "=", q.pluginId);
  const after = q.after;
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb("s.created_at", "<", after.createdAt),
        eb.and([eb("s.created_at", "=", after.createdAt), eb("s.id", "<", after.id)]),
      ]),
    );
  }
  return query.orderBy("s.created_at", "desc").orderBy("s.id", "desc").limit(q.limit);
}
