import { listSeasonTable, type SeasonRow } from "../db/repositories/league-repository.ts";
import type { Reader } from "../db/store.ts";
import { DomainError } from "../errors.ts";
import { findPlugin } from "../games/registry.ts";
import type { LeaderboardScope } from "./read-ratings.ts";

/** One month's league table of a game, worldwide or in one chat. */
export interface SeasonTable {
  readonly plugin_id: string;
  readonly season: string;
  readonly entries: SeasonRow[];
}

/** A season "YYYY-MM" as the instants it spans (UTC): [from, to). */
export function seasonSpan(season: string): { from: string; to: string } {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(season);
  if (!match) throw new DomainError("invalid_request", 'season must be a month, "YYYY-MM".');
  const [year, month] = [Number(match[1]), Number(match[2])];
  return {
    from: new Date(Date.UTC(year, month - 1, 1)).toISOString(),
    to: new Date(Date.UTC(year, month, 1)).toISOString(),
  };
}

/** The season a moment falls in, "YYYY-MM" (UTC). */
export function seasonOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 7);
}

/**
 * A month's league: every rated game of the plugin finished in the month (in
 * the chat's sessions, for a chat scope). A win is 3 points and a draw 1;
 * ties go to the larger rating change over those games.
 */
export async function readSeasonTable(
  r: Reader,
  pluginId: string,
  scope: LeaderboardScope,
  season: string,
  limit: number,
): Promise<SeasonTable> {
  if (!findPlugin(pluginId)) throw new DomainError("plugin_not_found", `No game plugin "${pluginId}".`);
  const span = seasonSpan(season);
  const chatId = scope.kind === "chat" ? scope.chatId : null;
  return {
    plugin_id: pluginId,
    season,
    entries: await listSeasonTable(r, { pluginId, chatId, ...span, limit }),
  };
}
