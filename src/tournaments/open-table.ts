import { insertTournamentTable } from "../db/repositories/tournament-repository.ts";
import { listTelegramIds } from "../db/repositories/user-repository.ts";
import type { WriteTx } from "../db/store.ts";
import type { TournamentRow } from "../db/tournament-schema.ts";
import type { KnownPlugin } from "../games/registry.ts";
import { openSeatedGame } from "../play/open-seated-game.ts";
import { isoAt } from "../time.ts";
import type { OpenedTable } from "./tournament-notices.ts";

export interface TableOpening {
  readonly tournament: TournamentRow;
  readonly plugin: KnownPlugin;
  readonly round: number;
  readonly seq: number;
  /** The players' user ids in seat order, and their names in the tournament. */
  readonly players: readonly string[];
  readonly names: ReadonlyMap<string, string>;
  readonly seed: string;
  readonly nowMs: number;
}

/**
 * Opens one tournament table in the caller's unit: its game in a session of
 * its own, and the table's row with the round's deadline. Answers where its
 * players' notices go.
 */
export async function openTable(tx: WriteTx, o: TableOpening): Promise<OpenedTable> {
  const at = isoAt(o.nowMs);
  const telegram = await listTelegramIds(tx, o.players);
  const game = await openSeatedGame(tx, {
    plugin: o.plugin,
    players: o.players.map((userId) => ({
      userId,
      name: o.names.get(userId) ?? "?",
      telegram: telegram.has(userId),
    })),
    seed: o.seed,
    nowMs: o.nowMs,
    origin: { tournament_id: o.tournament.id },
  });
  const minutes = o.tournament.round_minutes;
  await insertTournamentTable(tx, {
    tournament_id: o.tournament.id,
    round: o.round,
    seq: o.seq,
    players: JSON.stringify(o.players),
    bye: 0,
    session_id: game.session_id,
    game_id: game.id,
    winners: null,
    deadline: minutes ? isoAt(o.nowMs + minutes * 60_000) : null,
    created_at: at,
  });
  return { sessionId: game.session_id, gameId: game.id, chatIds: [...telegram.values()] };
}

/** Records a bye in the caller's unit: a table of one, won at once. */
export async function recordBye(
  tx: WriteTx,
  key: { readonly tournamentId: string; readonly round: number; readonly seq: number },
  userId: string,
  nowMs: number,
): Promise<void> {
  await insertTournamentTable(tx, {
    tournament_id: key.tournamentId,
    round: key.round,
    seq: key.seq,
    players: JSON.stringify([userId]),
    bye: 1,
    session_id: null,
    game_id: null,
    winners: JSON.stringify([userId]),
    deadline: null,
    created_at: isoAt(nowMs),
  });
}
