import type { Principal } from "../auth/principal.ts";
import {
  type LeaderboardRow,
  listLeaderboard,
  listUserRatings,
  listUserResults,
} from "../db/repositories/rating-repository.ts";
import type { GameResult } from "../db/schema.ts";
import type { Reader } from "../db/store.ts";
import type { PlayerView } from "../documents/game-documents.ts";
import { DomainError } from "../errors.ts";
import { findPlugin } from "../games/registry.ts";
import { playersOf, seatsOf } from "../model/game-record.ts";

/** Whose ratings a leaderboard lists: everybody's, or those who played in one Telegram chat. */
export type LeaderboardScope =
  | { readonly kind: "global" }
  | { readonly kind: "chat"; readonly chatId: string };

/** A game's leaderboard, highest rating first. */
export interface Leaderboard {
  readonly plugin_id: string;
  readonly entries: LeaderboardRow[];
}

/** One finished game in a player's history. */
export interface HistoryEntry {
  readonly game_id: string;
  readonly plugin_id: string;
  readonly finished_at: string;
  readonly result: GameResult;
  readonly rating_before: number;
  readonly rating_after: number;
  readonly players: PlayerView[];
}

/** A page of history and the cursor of the next one (null on the last page). */
export interface HistoryPage {
  readonly games: HistoryEntry[];
  readonly next_before: string | null;
}

const SEPARATOR = "\n";

/** Parses `global` or `chat:<id>`; anything else is a bad request. */
export function parseScope(scope: string | undefined): LeaderboardScope {
  if (scope === undefined || scope === "global") return { kind: "global" };
  const chatId = scope.startsWith("chat:") ? scope.slice("chat:".length) : "";
  if (!/^-?\d{1,20}$/.test(chatId)) {
    throw new DomainError("invalid_request", 'scope must be "global" or "chat:<telegram chat id>".');
  }
  return { kind: "chat", chatId };
}

/** The leaderboard of a game; 404 for an unknown plugin. */
export async function readLeaderboard(
  r: Reader,
  pluginId: string,
  scope: LeaderboardScope,
  limit: number,
): Promise<Leaderboard> {
  if (!findPlugin(pluginId)) throw new DomainError("plugin_not_found", `No game plugin "${pluginId}".`);
  const chatId = scope.kind === "chat" ? scope.chatId : null;
  return { plugin_id: pluginId, entries: await listLeaderboard(r, pluginId, chatId, limit) };
}

function decodeCursor(before: string | undefined): { at: string; gameId: string } {
  if (before === undefined) return { at: "\uffff", gameId: "" };
  const [at, gameId] = Buffer.from(before, "base64url").toString("utf8").split(SEPARATOR);
  if (!at || !gameId) throw new DomainError("invalid_request", "before is not a cursor this API gave out.");
  return { at, gameId };
}

function encodeCursor(entry: HistoryEntry): string {
  return Buffer.from(`${entry.finished_at}${SEPARATOR}${entry.game_id}`).toString("base64url");
}

/** The caller's finished games, newest first, `limit` per page. */
export async function readHistory(
  r: Reader,
  principal: Principal,
  limit: number,
  before?: string,
): Promise<HistoryPage> {
  const rows = await listUserResults(r, principal.userId, decodeCursor(before), limit + 1);
  const games = rows.slice(0, limit).map(
    (row): HistoryEntry => ({
      game_id: row.game_id,
      plugin_id: row.plugin_id,
      finished_at: row.finished_at,
      result: row.result,
      rating_before: row.rating_before,
      rating_after: row.rating_after,
      players: playersOf(seatsOf(row)),
    }),
  );
  const last = games.at(-1);
  return { games, next_before: rows.length > limit && last ? encodeCursor(last) : null };
}

/** The caller's rating in every game they played. */
export async function readMyRatings(r: Reader, principal: Principal) {
  const rows = await listUserRatings(r, principal.userId);
  return rows.map(({ plugin_id, rating, games, wins }) => ({ plugin_id, rating, games, wins }));
}
