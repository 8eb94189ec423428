import type { Principal } from "../auth/principal.ts";
import { type LobbyPosition, type LobbyRow, listLobbyTables } from "../db/repositories/lobby-repository.ts";
import type { LobbyPageView, LobbyTableView } from "../documents/lobby-document.ts";
import { DomainError } from "../errors.ts";
import { findPlugin } from "../games/registry.ts";
import { sessionClockRules } from "../model/clock-rules.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";

export interface LobbyInput {
  readonly plugin_id?: string | undefined;
  readonly limit?: number | undefined;
  readonly cursor?: string | undefined;
}

/** The cursor after a table: its position, opaque to clients. */
function cursorOf(row: LobbyRow): string {
  return Buffer.from(JSON.stringify([row.created_at, row.id])).toString("base64url");
}

/** The position a cursor names; 400 invalid_request for one this service did not write. */
function positionOf(cursor: string): LobbyPosition {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    if (typeof createdAt === "string" && typeof id === "string") return { createdAt, id };
  } catch {
    // Not JSON: answered below, like any other foreign cursor.
  }
  throw new DomainError("invalid_request", "cursor is not one GET /lobby answered.");
}

function toLobbyTable(row: LobbyRow): LobbyTableView {
  return {
    session_id: row.id,
    invite_code: row.invite_code,
    plugin_id: row.plugin_id ?? "",
    host: { user_id: row.host_user_id, display_name: row.host_name, rating: row.host_rating },
    seats_taken: Number(row.seats_taken ?? 0),
    max_players: row.max_players,
    time_control: sessionClockRules(row)?.time_control ?? null,
    created_at: row.created_at,
  };
}

/**
 * The public tables waiting for players, newest first: full, private,
 * started and closed ones never, nor any where someone the caller blocked,
 * or who blocked the caller, sits.
 */
export async function listLobby(
  { store }: UseCaseDeps,
  principal: Principal,
  input: LobbyInput,
): Promise<LobbyPageView> {
  if (input.plugin_id !== undefined && !findPlugin(input.plugin_id)) {
    throw new DomainError("plugin_not_found", `No game plugin "${input.plugin_id}".`);
  }
  const limit = input.limit ?? 20;
  const rows = await listLobbyTables(store, {
    viewerId: principal.userId,
    pluginId: input.plugin_id,
    after: input.cursor === undefined ? undefined : positionOf(input.cursor),
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { tables: page.map(toLobbyTable), next_cursor: rows.length > limit && last ? cursorOf(last) : null };
}
