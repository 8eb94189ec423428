import { randomUUID } from "node:crypto";
import type { Request } from "autocannon";
import { type StartedGame, startTwoPlayerGames } from "../test/support/started-games.ts";
import { type LoadResult, load } from "./load.ts";

const JSON_HEADERS = { "content-type": "application/json" };

/**
 * A pig move in the next of `games` that has no move in flight, by whoever's
 * turn it is (followed from each answer). Two moves in flight for one game
 * would be sent for the same mover, and the one behind a roll of 1 would be
 * refused as not_your_turn: the bench's race, not the server's. A move
 * unanswered for longer than autocannon's 10 s timeout frees its game.
 */
export function actionRequest(games: readonly StartedGame[]): Request {
  let next = 0;
  const sentAt = new Map<StartedGame, number>();
  const busy = (game: StartedGame) => performance.now() - (sentAt.get(game) ?? -Infinity) < 11_000;
  return {
    method: "POST",
    setupRequest: (req, context) => {
      let game = games[next++ % games.length] as StartedGame;
      while (busy(game)) game = games[next++ % games.length] as StartedGame;
      sentAt.set(game, performance.now());
      (context as { game?: StartedGame }).game = game;
      return {
        ...req,
        path: `/api/v1/games/${game.id}/actions`,
        headers: { ...JSON_HEADERS, authorization: game.auth.get(game.mover) as string },
        body: JSON.stringify({ action_id: randomUUID(), action_type: "roll_dice" }),
      };
    },
    onResponse: (status, body, context) => {
      const game = (context as { game: StartedGame }).game;
      sentAt.delete(game);
      if (status === 200) game.mover = JSON.parse(body).state.turn?.participant_id ?? game.mover;
    },
  };
}

/**
 * Reads whose turn it is in each of `games`. A load ends with moves in
 * flight whose answers it never reads; when one of them passed the turn, the
 * next load would send that game's moves for the wrong seat. Waits a moment
 * first so those moves are applied.
 */
export async function resyncTurns(url: string, games: readonly StartedGame[]): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (let i = 0; i < games.length; i += 50) {
    await Promise.all(
      games.slice(i, i + 50).map(async (game) => {
        const res = await fetch(`${url}/api/v1/games/${game.id}/state`, {
          headers: { authorization: game.host },
        });
        const state = (await res.json()) as { turn?: { participant_id: string } | null };
        game.mover = state.turn?.participant_id ?? game.mover;
      }),
    );
  }
}

/** Game actions across many games, state reads, and cached board images with revalidation. */
export async function runGameBench(url: string, seconds: number, gameCount = 500): Promise<LoadResult[]> {
  const games = await startTwoPlayerGames(url, gameCount);
  const act = await load(`POST /games/{id}/actions (${gameCount} games)`, {
    url,
    seconds,
    requests: [actionRequest(games)],
  });
  /** GETs cycling through `items`, each request's path and headers built from the next item. */
  const cycle = <T>(
    name: string,
    items: readonly T[],
    build: (item: T, i: number) => { path: string; headers: Record<string, string> },
  ) => {
    let n = 0;
    return load(name, {
      url,
      seconds,
      requests: [
        {
          method: "GET",
          setupRequest: (req) => {
            const i = n++ % items.length;
            return { ...req, ...build(items[i] as T, i) };
          },
        },
      ],
    });
  };
  const state = await cycle("GET /games/{id}/state", games, (game) => ({
    path: `/api/v1/games/${game.id}/state`,
    headers: { authorization: game.host },
  }));
  // A handful of games so every image is rendered once, then served from the cache.
  const hot = games.slice(0, 20);
  const etags = await Promise.all(
    hot.map(async (g) => {
      const res = await fetch(`${url}/api/v1/media/render/${g.id}`, { headers: { authorization: g.host } });
      await res.arrayBuffer();
      return res.headers.get("etag") as string;
    }),
  );
  const cached = await cycle("GET /media/render/{id} (cached png)", hot, (game) => ({
    path: `/api/v1/media/render/${game.id}`,
    headers: { authorization: game.host },
  }));
  const revalidate = await cycle("GET /media/render/{id} (304)", hot, (game, i) => ({
    path: `/api/v1/media/render/${game.id}`,
    headers: { authorization: game.host, "if-none-match": etags[i] as string },
  }));
  return [act, state, cached, revalidate];
}

interface TableSlot {
  readonly sessionId: string;
  readonly host: string;
  /** Authorization per participant id. */
  readonly auth: Map<string, string>;
  gameId: string;
  mover: string;
  free: number[];
  busy: boolean;
  /** The last game ended: the next request starts a new one. */
  over: boolean;
}

/**
 * Whole games of tic-tac-toe, as two players alternating legal moves with a
 * new game when one ends: 500 tables, 50 requests in flight. Reports moves/s
 * (applied actions only), the figure to set beside an in-memory peer server.
 */
export async function runTicTacToeTables(url: string, seconds: number, tableCount = 500) {
  const tables: TableSlot[] = [];
  const opened = await startTwoPlayerGames(url, tableCount, "tic-tac-toe");
  for (const game of opened) {
    tables.push({
      sessionId: game.sessionId,
      host: game.host,
      auth: game.auth,
      gameId: game.id,
      mover: game.mover,
      free: [0, 1, 2, 3, 4, 5, 6, 7, 8],
      busy: false,
      over: false,
    });
  }
  let cursor = 0;
  let moves = 0;
  const result = await load(`tic-tac-toe tables (${tableCount} games, whole games)`, {
    url,
    seconds,
    requests: [
      {
        method: "POST",
        setupRequest: (req, context) => {
          let table = tables[cursor++ % tables.length] as TableSlot;
          while (table.busy) table = tables[cursor++ % tables.length] as TableSlot;
          table.busy = true;
          (context as { table?: TableSlot }).table = table;
          if (table.over) {
            return {
              ...req,
              path: `/api/v1/sessions/${table.sessionId}/games`,
              headers: { ...JSON_HEADERS, authorization: table.host },
              body: JSON.stringify({ plugin_id: "tic-tac-toe" }),
            };
          }
          const cell = table.free[Math.floor(Math.random() * table.free.length)];
          return {
            ...req,
            path: `/api/v1/games/${table.gameId}/actions`,
            headers: { ...JSON_HEADERS, authorization: table.auth.get(table.mover) as string },
            body: JSON.stringify({ action_id: randomUUID(), action_type: "choose_cell", payload: { cell } }),
          };
        },
        onResponse: (status, body, context) => {
          const table = (context as { table: TableSlot }).table;
          table.busy = false;
          if (status === 201) {
            const game = JSON.parse(body);
            table.gameId = game.id;
            table.mover = game.players[0].participant_id;
            table.free = [0, 1, 2, 3, 4, 5, 6, 7, 8];
            table.over = false;
          } else if (status === 200) {
            moves++;
            const { state } = JSON.parse(body);
            table.free = state.board.cells.flatMap((c: number | null, i: number) => (c === null ? [i] : []));
            table.over = state.status !== "running";
            table.mover = state.turn?.participant_id ?? table.mover;
          }
        },
      },
    ],
  });
  return { ...result, movesPerSecond: moves / seconds };
}
