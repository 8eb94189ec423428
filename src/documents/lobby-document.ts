/** A public table as the lobby lists it, and the page of them GET /lobby answers: one TypeBox schema each. */
import { type Static, Type } from "typebox";
import type { TimeControl } from "./clock-documents.ts";
import { SESSION_LIMITS } from "./session-limits.ts";

export const LobbyTableDocument = Type.Object(
  {
    session_id: Type.String({ format: "uuid" }),
    invite_code: Type.String({ description: "Join with POST /sessions/join." }),
    plugin_id: Type.String(),
    host: Type.Object({
      user_id: Type.String({ format: "uuid" }),
      display_name: Type.String(),
      rating: Type.Union([Type.Number(), Type.Null()], {
        description: "The host's display rating in this game; null before their first rated game.",
      }),
    }),
    seats_taken: Type.Integer({ minimum: 1, description: "Seated participants: the host and players." }),
    max_players: Type.Integer({ minimum: SESSION_LIMITS.minPlayers, maximum: SESSION_LIMITS.maxPlayers }),
    time_control: Type.Union([Type.Unsafe<TimeControl>(Type.Ref("TimeControl")), Type.Null()], {
      description: "The clock its games start with; null = untimed.",
    }),
    created_at: Type.String({ format: "date-time" }),
  },
  { $id: "LobbyTable" },
);

/** An open public table in the lobby. */
export type LobbyTableView = Static<typeof LobbyTableDocument>;

export const LobbyPageDocument = Type.Object(
  {
    tables: Type.Array(Type.Unsafe<LobbyTableView>(Type.Ref("LobbyTable")), {
      description: "Newest first; full, private, started and closed tables are never listed.",
    }),
    next_cursor: Type.Union([Type.String(), Type.Null()], {
      description: "Pass as cursor for the next page; null on the last.",
    }),
  },
  { $id: "LobbyPage" },
);

/** One page of the lobby. */
export type LobbyPageView = Static<typeof LobbyPageDocument>;
