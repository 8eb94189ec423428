import { claimLeaguePost, listSeasonChats } from "../db/repositories/league-repository.ts";
import { enqueueOutbox } from "../db/repositories/outbox-repository.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import { isoAt } from "../time.ts";
import { seasonOf, seasonSpan } from "./read-league.ts";

/** The month before the one `nowMs` falls in, "YYYY-MM". */
export function lastSeason(nowMs: number): string {
  const now = new Date(nowMs);
  return seasonOf(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
}

/**
 * Queues last month's league table in every chat that played rated games
 * in it, once per chat and game across processes and restarts: the claim and
 * the notice share one unit. Answers how many were queued.
 */
export async function queueLeaguePosts({ store, now }: UseCaseDeps): Promise<number> {
  const nowMs = now();
  const season = lastSeason(nowMs);
  const span = seasonSpan(season);
  let queued = 0;
  for (const { chatId, pluginId } of await listSeasonChats(store, span.from, span.to)) {
    const claimed = await store.write(async (tx) => {
      const at = isoAt(nowMs);
      if (!(await claimLeaguePost(tx, { chatId, pluginId, season, at }))) return false;
      const notice = { kind: "league_table", chat_id: chatId, plugin_id: pluginId, season } as const;
      // The month's posts of one chat queue in order under the chat's id.
      await enqueueOutbox(tx, { session_id: `league:${chatId}`, game_id: null, version: null, notice, at });
      return true;
    });
    if (claimed) queued++;
  }
  return queued;
}
