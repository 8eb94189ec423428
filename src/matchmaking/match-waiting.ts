import type { MatchTicketRow } from "../db/match-ticket-schema.ts";
import {
  listWaitingQueues,
  listWaitingTickets,
  matchTickets,
} from "../db/repositories/match-ticket-repository.ts";
import { enqueueOutbox } from "../db/repositories/outbox-repository.ts";
import { listTelegramIds } from "../db/repositories/user-repository.ts";
import { WriteConflict, type WriteTx } from "../db/store.ts";
import { findPlugin } from "../games/registry.ts";
import type { PlayDeps } from "../model/play-deps.ts";
import { openSeatedGame } from "../play/open-seated-game.ts";
import { blockedPairsOf } from "../sessions/blocks.ts";
import { isoAt } from "../time.ts";
import { matchGroups } from "./match-groups.ts";

/** Games opened by one write unit at most, so a crowd is matched in several short units. */
const GROUPS_PER_UNIT = 50;

/** Seats one matched group: opens its game and marks its tickets matched, or loses the race cleanly. */
async function seatGroup(tx: WriteTx, deps: PlayDeps, group: readonly MatchTicketRow[], nowMs: number) {
  const plugin = findPlugin(group[0]?.plugin_id ?? "");
  if (!plugin) return;
  const telegram = await listTelegramIds(
    tx,
    group.map((t) => t.user_id),
  );
  const game = await openSeatedGame(tx, {
    plugin,
    players: group.map((t) => ({
      userId: t.user_id,
      name: t.display_name,
      telegram: telegram.has(t.user_id),
    })),
    seed: deps.newSeed(),
    nowMs,
    origin: { quick_play: group.map((t) => t.id).join(",") },
  });
  const ids = group.map((t) => t.id);
  const matched = await matchTickets(tx, ids, {
    sessionId: game.session_id,
    gameId: game.id,
    at: isoAt(nowMs),
  });
  // Another process matched one of these first: the unit rolls back (game included) and runs again.
  if (matched !== ids.length) throw new WriteConflict("a quick-play ticket was matched elsewhere");
  for (const chatId of telegram.values()) {
    const notice = {
      kind: "quick_play_matched",
      chat_id: chatId,
      session_id: game.session_id,
      plugin_id: plugin.id,
    } as const;
    await enqueueOutbox(tx, {
      session_id: game.session_id,
      game_id: game.id,
      version: null,
      notice,
      at: isoAt(nowMs),
    });
  }
}

/** One unit: matches up to GROUPS_PER_UNIT groups of one queue; answers how many. */
function matchSome(deps: PlayDeps, pluginId: string, seats: number): Promise<number> {
  return deps.store.write(async (tx) => {
    const nowMs = deps.now();
    const waiting = await listWaitingTickets(tx, pluginId, seats);
    const byId = new Map(waiting.map((t) => [t.id, t]));
    const tickets = waiting.map((t) => ({ id: t.id, rating: t.rating, createdMs: Date.parse(t.created_at) }));
    const blocked = await blockedPairsOf(
      tx,
      waiting.map((t) => t.user_id),
    );
    const userOf = (t: { id: string }) => byId.get(t.id)?.user_id ?? "";
    const groups = matchGroups(tickets, seats, nowMs, (a, b) => blocked(userOf(a), userOf(b))).slice(
      0,
      GROUPS_PER_UNIT,
    );
    for (const group of groups)
      await seatGroup(
        tx,
        deps,
        group.map((t) => byId.get(t.id) as MatchTicketRow),
        nowMs,
      );
    return groups.length;
  });
}

/**
 * Matches every queue's waiting tickets that accept each other now, and
 * opens their games; answers how many games. Safe to run in several
 * processes at once: a ticket is matched once.
 */
export async function matchWaiting(deps: PlayDeps): Promise<number> {
  let games = 0;
  for (const { pluginId, seats } of await listWaitingQueues(deps.store)) {
    for (let opened = GROUPS_PER_UNIT; opened === GROUPS_PER_UNIT; games += opened) {
      opened = await matchSome(deps, pluginId, seats);
    }
  }
  return games;
}
