/**
 * A month's games as open data (docs/open-data.md): one gzip'd file, a CC0
 * header line and then every game that ended that month, one export per
 * line, each seat's name replaced by a pseudonym of its player.
 */
import { createHmac, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { listGameAudit } from "../db/repositories/audit-repository.ts";
import {
  countGamesEndedIn,
  type EndedGame,
  type EndSpan,
  listGamesEndedIn,
  listSessionMembers,
} from "../db/repositories/open-data-repository.ts";
import type { Reader } from "../db/store.ts";
import type { GameExport } from "../documents/game-export-document.ts";
import { toGameExport } from "./export-game.ts";

export const OPEN_GAMES_FORMAT = "dice-board/open-games/v1";

/** The first line of a month's file. */
export interface OpenGamesHeader {
  readonly format: typeof OPEN_GAMES_FORMAT;
  readonly license: "CC0-1.0";
  readonly license_url: string;
  readonly month: string;
  /** How many lines follow: one per game. */
  readonly games: number;
  readonly generated_at: string;
}

/** A calendar month of UTC: its name (YYYY-MM) and its span. */
export interface MonthSpan extends EndSpan {
  readonly month: string;
}

/** Games read per query; each page's members are read in one more. */
const PAGE = 100;

/**
 * The span of `month` (YYYY-MM, UTC). Throws, with a message for the command
 * line, on anything else and on a month not over at `nowMs`: its games are
 * still ending, and the header's count would not be the month's.
 */
export function monthSpan(month: string, nowMs: number): MonthSpan {
  const parts = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!parts) throw new Error(`--month must be a month as YYYY-MM (e.g. 2026-11), got "${month}"`);
  const [year, index] = [Number(parts[1]), Number(parts[2]) - 1];
  const to = new Date(Date.UTC(year, index + 1, 1)).toISOString();
  if (Date.parse(to) > nowMs) throw new Error(`${month} has not ended yet (it ends at ${to})`);
  return { month, from: new Date(Date.UTC(year, index, 1)).toISOString(), to };
}

/**
 * Pseudonyms under a fresh random key that is never written: the same id
 * always gets the same one ("p_" and 16 hex digits of HMAC-SHA-256), and
 * another key (another file) gets unrelated ones.
 */
function createPseudonyms(): (id: string) => string {
  const key = randomBytes(32);
  return (id) => `p_${createHmac("sha256", key).update(id).digest("hex").slice(0, 16)}`;
}

/** The export with each seat's name replaced by its player's pseudonym: nothing hashed changes. */
function pseudonymised(doc: GameExport, playerOf: (participantId: string) => string): GameExport {
  return { ...doc, players: doc.players.map((p) => ({ ...p, name: playerOf(p.participant_id) })) };
}

/** The games that ended in the span, a page at a time, each with a map of its session's participants to users. */
async function* endedGames(
  r: Reader,
  span: EndSpan,
): AsyncGenerator<{ game: EndedGame; userOf: ReadonlyMap<string, string> }> {
  for (let after: string | null = null; ; ) {
    const page = await listGamesEndedIn(r, span, after, PAGE);
    const members = await listSessionMembers(r, [...new Set(page.map((g) => g.session_id))]);
    const userOf = new Map(members.map((m) => [m.participant_id, m.user_id]));
    for (const game of page) yield { game, userOf };
    if (page.length < PAGE) return;
    after = (page.at(-1) as EndedGame).id;
  }
}

/**
 * The file's lines: the header, then one pseudonymised export per game. A
 * player is keyed by user id, so they keep one pseudonym across sessions;
 * a participant no row links to a user any more (one who left before
 * migration 0027 remembered leavers) is keyed by its own id.
 */
async function* monthLines(r: Reader, span: EndSpan, header: OpenGamesHeader): AsyncGenerator<string> {
  yield `${JSON.stringify(header)}\n`;
  const pseudonym = createPseudonyms();
  let written = 0;
  for await (const { game, userOf } of endedGames(r, span)) {
    const doc = toGameExport(game, await listGameAudit(r, game));
    yield `${JSON.stringify(pseudonymised(doc, (id) => pseudonym(userOf.get(id) ?? id)))}\n`;
    written++;
  }
  if (written !== header.games)
    throw new Error(`counted ${header.games} games of ${header.month} but read ${written}: run it again`);
}

/**
 * Writes every game that ended (finished or aborted) in the month to
 * `outPath`, gzip'd as it is read, so a big month never sits in memory; it
 * is written beside as `outPath`.partial and renamed when whole, so a failed
 * run leaves no file that looks complete. Resolves to the number of games.
 */
export async function writeMonthExport(
  r: Reader,
  span: MonthSpan,
  outPath: string,
  nowMs = Date.now(),
): Promise<number> {
  const header: OpenGamesHeader = {
    format: OPEN_GAMES_FORMAT,
    license: "CC0-1.0",
    license_url: "https://creativecommons.org/publicdomain/zero/1.0/",
    month: span.month,
    games: await countGamesEndedIn(r, span),
    generated_at: new Date(nowMs).toISOString(),
  };
  const partial = `${outPath}.partial`;
  try {
    await pipeline(Readable.from(monthLines(r, span, header)), createGzip(), createWriteStream(partial));
    await rename(partial, outPath);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return header.games;
}
