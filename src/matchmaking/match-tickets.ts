import type { Principal } from "../auth/principal.ts";
import type { MatchTicketRow } from "../db/match-ticket-schema.ts";
import { cancelTicket, findTicket, insertTicket } from "../db/repositories/match-ticket-repository.ts";
import { findRating } from "../db/repositories/rating-repository.ts";
import type { Reader } from "../db/store.ts";
import type { MatchTicketView, RequestMatchInput } from "../documents/match-ticket-document.ts";
import { DomainError } from "../errors.ts";
import { findPlugin } from "../games/registry.ts";
import { newId } from "../ids.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import { displayRating, NEW_SKILL } from "../ratings/rating-model.ts";
import { isoAt } from "../time.ts";

export function toTicketView(row: MatchTicketRow): MatchTicketView {
  return {
    ticket_id: row.id,
    status: row.status,
    plugin_id: row.plugin_id,
    seats: row.seats,
    rating: row.rating,
    session_id: row.session_id,
    game_id: row.game_id,
    created_at: row.created_at,
  };
}

/** Queues the caller for quick play in one game, at their current rating; one waiting ticket per game. */
export function requestMatch(
  { store, now }: UseCaseDeps,
  principal: Principal,
  input: RequestMatchInput,
): Promise<MatchTicketView> {
  const plugin = findPlugin(input.plugin_id);
  if (!plugin) throw new DomainError("plugin_not_found", `No game plugin "${input.plugin_id}".`);
  const seats = input.seats ?? 2;
  if (seats < Math.max(2, plugin.min_players) || seats > plugin.max_players) {
    throw new DomainError(
      "invalid_request",
      `${plugin.name} seats ${plugin.min_players} to ${plugin.max_players} players.`,
    );
  }
  return store.write(async (tx) => {
    const row: MatchTicketRow = {
      id: newId(),
      user_id: principal.userId,
      display_name: principal.displayName,
      plugin_id: plugin.id,
      seats,
      rating: (await findRating(tx, plugin.id, principal.userId))?.rating ?? displayRating(NEW_SKILL),
      status: "waiting",
      created_at: isoAt(now()),
      settled_at: null,
      session_id: null,
      game_id: null,
    };
    if (!(await insertTicket(tx, row))) {
      throw new DomainError("already_waiting", `You are already waiting for a ${plugin.name} game.`);
    }
    return toTicketView(row);
  });
}

async function ownTicket(r: Reader, principal: Principal, id: string): Promise<MatchTicketRow> {
  const row = await findTicket(r, id);
  if (row?.user_id !== principal.userId)
    throw new DomainError("ticket_not_found", `No ticket ${id} of yours.`);
  return row;
}

/** The caller's ticket: waiting, or matched with its game, or cancelled. */
export async function readTicket(r: Reader, principal: Principal, id: string): Promise<MatchTicketView> {
  return toTicketView(await ownTicket(r, principal, id));
}

/** Cancels the caller's waiting ticket; a cancelled one stays cancelled, a matched one is 409. */
export function cancelMatch(
  { store, now }: UseCaseDeps,
  principal: Principal,
  id: string,
): Promise<MatchTicketView> {
  return store.write(async (tx) => {
    const row = await ownTicket(tx, principal, id);
    if (row.status === "matched") throw new DomainError("ticket_matched");
    const at = isoAt(now());
    if (row.status === "waiting") await cancelTicket(tx, id, at);
    return toTicketView({ ...row, status: "cancelled", settled_at: row.settled_at ?? at });
  });
}
