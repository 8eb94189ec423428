import { randomUUID } from "node:crypto";
import { type StartedGame, startTwoPlayerGames } from "../test/support/started-games.ts";
import { type BenchChannel, openChannel, openChannels, type ResultFrame } from "./channel-client.ts";
import { driveTables, type TablesLoad, type TablesResult } from "./peer-tables.ts";

const ALL_CELLS = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/** A tic-tac-toe table played over the channel: one authenticated connection per seat. */
export interface ChannelTable {
  readonly game: StartedGame;
  /** Each participant's connection, by participant id. */
  readonly seats: ReadonlyMap<string, BenchChannel>;
  gameId: string;
  free: number[];
  busy: boolean;
  /** The last game ended: the next step starts a new one. */
  over: boolean;
}

interface TicTacToeState {
  readonly status: string;
  readonly board: { readonly cells: readonly (number | null)[] };
  readonly turn?: { readonly participant_id: string } | null;
}

/** Starts `count` two-player tic-tac-toe games at `url` and opens and authenticates both seats' connections. */
export async function openChannelTables(url: string, count: number): Promise<ChannelTable[]> {
  const games = await startTwoPlayerGames(url, count, "tic-tac-toe");
  const seats = games.flatMap((game) =>
    [...game.auth].map(([participantId, auth]) => ({ participantId, auth })),
  );
  const channels = await openChannels(seats, (seat) => openChannel(url, seat.auth));
  return games.map((game, i) => ({
    game,
    seats: new Map(
      seats.slice(2 * i, 2 * i + 2).map((s, j) => [s.participantId, channels[2 * i + j] as BenchChannel]),
    ),
    gameId: game.id,
    free: [...ALL_CELLS],
    busy: false,
    over: false,
  }));
}

/** Closes every seat's connection. */
export function closeChannelTables(tables: readonly ChannelTable[]): void {
  for (const table of tables) for (const channel of table.seats.values()) channel.close();
}

/** What a table knows after reading `state`: free cells, whether it ended, whose turn. */
function learn(table: ChannelTable, state: TicTacToeState): void {
  table.free = state.board.cells.flatMap((c, i) => (c === null ? [i] : []));
  table.over = state.status !== "running";
  table.game.mover = state.turn?.participant_id ?? table.game.mover;
}

/** A new game on the table's session, over REST as the REST row starts them (not counted as a move). */
async function newGame(url: string, table: ChannelTable): Promise<void> {
  const res = await fetch(`${url}/api/v1/sessions/${table.game.sessionId}/games`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: table.game.host },
    body: JSON.stringify({ plugin_id: "tic-tac-toe" }),
  });
  const body = (await res.json()) as { id: string; players: { participant_id: string }[]; code?: string };
  if (res.status !== 201) throw new Error(`new game: ${res.status} ${body.code}`);
  table.gameId = body.id;
  table.game.mover = body.players[0]?.participant_id ?? table.game.mover;
  table.free = [...ALL_CELLS];
  table.over = false;
}

const keyOf = (result: ResultFrame) => `${result.status} ${String(result.body.code ?? "-")}`;

/**
 * One move by whoever's turn it is, as an `act` frame with its own
 * idempotency key (as the REST row sends one), or a new game when the last
 * one ended; resolves to the move's latency (sent → result), or undefined.
 */
async function step(url: string, table: ChannelTable): Promise<number | undefined> {
  if (table.over) {
    await newGame(url, table);
    return undefined;
  }
  const channel = table.seats.get(table.game.mover) as BenchChannel;
  const cell = table.free[Math.floor(Math.random() * table.free.length)];
  const sent = performance.now();
  const result = await channel.request({
    type: "act",
    game_id: table.gameId,
    action_id: randomUUID(),
    action_type: "choose_cell",
    payload: { cell },
    idempotency_key: randomUUID(),
  });
  const latency = performance.now() - sent;
  if (result.status !== 200) {
    const read = await channel.request({ type: "state", game_id: table.gameId });
    if (read.status === 200) learn(table, read.body as unknown as TicTacToeState);
    throw new Error(keyOf(result));
  }
  learn(table, result.body.state as TicTacToeState);
  return latency;
}

/**
 * Plays `tables` for `load.seconds` with `load.inFlight` moves at a time, as
 * the REST row and the peer do (a table with a move in flight is skipped).
 */
export async function playChannelTables(
  url: string,
  pid: number,
  tables: readonly ChannelTable[],
  load: TablesLoad,
): Promise<TablesResult> {
  return driveTables(pid, tables, load, (table) => step(url, table));
}

/**
 * Whole tic-tac-toe games on our API over the WebSocket channel (`url`,
 * server `pid`): the REST row's load, each player on one authenticated
 * connection and each move an `act` frame, timed from sending it to its result.
 */
export async function runOurChannelTables(url: string, pid: number, load: TablesLoad): Promise<TablesResult> {
  const tables = await openChannelTables(url, load.tables);
  try {
    return await playChannelTables(url, pid, tables, load);
  } finally {
    closeChannelTables(tables);
  }
}
