import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import { type StartedGame, startTwoPlayerGames } from "../test/support/started-games.ts";
import { createCodeCounter } from "./load.ts";
import type { TablesLoad, TablesResult } from "./peer-tables.ts";
import { percentile } from "./process-stats.ts";

const JSON_HEADERS = { "content-type": "application/json" };
const ALL_CELLS = [0, 1, 2, 3, 4, 5, 6, 7, 8];

interface Table {
  readonly game: StartedGame;
  /** The table's current game (a new one after each ends). */
  gameId: string;
  free: number[];
  busy: boolean;
  /** The last game ended: the next request starts a new one. */
  over: boolean;
}

interface Sent {
  table?: Table;
  at?: number;
}

/** The next request: a new game on a table whose game ended, else a legal move with its own Idempotency-Key. */
function nextRequest(tables: readonly Table[], cursor: () => number) {
  return (req: autocannon.Request, context: object): autocannon.Request => {
    let table = tables[cursor() % tables.length] as Table;
    while (table.busy) table = tables[cursor() % tables.length] as Table;
    table.busy = true;
    Object.assign(context as Sent, { table, at: performance.now() });
    const { game } = table;
    if (table.over)
      return {
        ...req,
        path: `/api/v1/sessions/${game.sessionId}/games`,
        headers: { ...JSON_HEADERS, authorization: game.host },
        body: JSON.stringify({ plugin_id: "tic-tac-toe" }),
      };
    const cell = table.free[Math.floor(Math.random() * table.free.length)];
    return {
      ...req,
      path: `/api/v1/games/${table.gameId}/actions`,
      headers: {
        ...JSON_HEADERS,
        authorization: game.auth.get(game.mover) as string,
        "idempotency-key": randomUUID(),
      },
      body: JSON.stringify({ action_id: randomUUID(), action_type: "choose_cell", payload: { cell } }),
    };
  };
}

/**
 * Whole tic-tac-toe games on our API (`url`, server `pid`): `tables` games,
 * `inFlight` requests at a time (autocannon connections), one
 * `POST /games/{id}/actions` with an Idempotency-Key per move, and a
 * `POST /sessions/{id}/games` when a game ends.
 */
export async function runOurTables(url: string, pid: number, load: TablesLoad): Promise<TablesResult> {
  const opened = await startTwoPlayerGames(url, load.tables, "tic-tac-toe");
  const tables: Table[] = opened.map((game) => ({
    game,
    gameId: game.id,
    free: [...ALL_CELLS],
    busy: false,
    over: false,
  }));
  let next = 0;
  let moves = 0;
  const latencies: number[] = [];
  const codes = createCodeCounter();
  const onResponse = (status: number, body: string, context: object) => {
    const { table, at } = context as Required<Sent>;
    table.busy = false;
    codes.count(status, body);
    if (status === 201) {
      const game = JSON.parse(body) as { id: string; players: { participant_id: string }[] };
      table.gameId = game.id;
      table.game.mover = game.players[0]?.participant_id ?? table.game.mover;
      table.free = [...ALL_CELLS];
      table.over = false;
    } else if (status === 200) {
      moves++;
      latencies.push(performance.now() - at);
      const { state } = JSON.parse(body);
      table.free = state.board.cells.flatMap((c: number | null, i: number) => (c === null ? [i] : []));
      table.over = state.status !== "running";
      table.game.mover = state.turn?.participant_id ?? table.game.mover;
    }
  };
  const windows = load.track(pid, () => moves);
  const started = performance.now();
  const result = await autocannon({
    url,
    connections: load.inFlight,
    duration: load.seconds,
    requests: [{ method: "POST", setupRequest: nextRequest(tables, () => next++), onResponse }],
  });
  const seconds = (performance.now() - started) / 1000;
  const sampled = windows.stop();
  latencies.sort((a, b) => a - b);
  const errors = { ...codes.summary(), ...(result.errors ? { "connection errors": result.errors } : {}) };
  return {
    moves,
    seconds,
    movesPerSecond: moves / seconds,
    p99: percentile(latencies, 99),
    errors,
    windows: sampled,
  };
}
