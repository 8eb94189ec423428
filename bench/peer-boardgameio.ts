import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { driveTables, type TablesLoad, type TablesResult } from "./peer-tables.ts";

/** The few members of boardgame.io's client state the bench reads. */
interface PeerState {
  readonly _stateID: number;
  readonly G: { readonly cells: readonly (string | null)[] };
  readonly ctx: { readonly currentPlayer: string; readonly gameover?: unknown };
}

/** The few members of boardgame.io's vanilla `Client` the bench calls. */
interface PeerClient {
  start(): void;
  stop(): void;
  subscribe(listener: () => void): () => void;
  getState(): PeerState | null;
  readonly moves: { clickCell(cell: number): void };
  updateMatchID(id: string): void;
  updateCredentials(credentials: string): void;
}

interface PeerTable {
  readonly clients: readonly [PeerClient, PeerClient];
  busy: boolean;
  /** Called whenever either client's state changes. */
  onChange?: () => void;
}

const peer = createRequire(new URL("./peer/package.json", import.meta.url));

/** Starts boardgame.io's Server (InMemory storage) in its own process on `port`. */
export async function startPeerServer(
  port: number,
): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ["bench/peer/server.cjs", String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`the peer server exited with ${code}`)));
  });
  child.stdout?.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

async function lobby<T>(url: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${url}/games/tic-tac-toe${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`peer lobby ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

/** A new match with both seats taken: its id and each seat's credentials. */
async function newMatch(url: string) {
  const { matchID } = await lobby<{ matchID: string }>(url, "/create", { numPlayers: 2 });
  const seats = await Promise.all(
    ["0", "1"].map((playerID) =>
      lobby<{ playerCredentials: string }>(url, `/${matchID}/join`, { playerID, playerName: `p${playerID}` }),
    ),
  );
  return { matchID, credentials: seats.map((s) => s.playerCredentials) };
}

/** Resolves once `done()` holds for the table, checked at each state change; rejects after 10 s. */
function until(table: PeerTable, done: () => boolean, what: string): Promise<void> {
  if (done()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      table.onChange = undefined;
      reject(new Error(what));
    }, 10_000);
    table.onChange = () => {
      if (!done()) return;
      clearTimeout(timer);
      table.onChange = undefined;
      resolve();
    };
  });
}

const caughtUp = (table: PeerTable, stateId: number) =>
  table.clients.every((c) => (c.getState()?._stateID ?? -1) >= stateId);

async function openTable(url: string): Promise<PeerTable> {
  const { Client } = peer("boardgame.io/client");
  const { SocketIO } = peer("boardgame.io/multiplayer");
  const { TicTacToe } = peer("./tic-tac-toe.cjs");
  const match = await newMatch(url);
  const clients = ["0", "1"].map((playerID, i) =>
    Client({
      game: TicTacToe,
      numPlayers: 2,
      matchID: match.matchID,
      playerID,
      credentials: match.credentials[i],
      debug: false,
      multiplayer: SocketIO({ server: url, socketOpts: { transports: ["websocket"] } }),
    }),
  ) as unknown as [PeerClient, PeerClient];
  const table: PeerTable = { clients, busy: false };
  for (const client of clients) {
    client.subscribe(() => table.onChange?.());
    client.start();
  }
  await until(table, () => caughtUp(table, 0), "a peer client never synced");
  return table;
}

/** One move by whoever's turn it is, or a new match when the last one ended; resolves to the move's latency. */
async function step(url: string, table: PeerTable): Promise<number | undefined> {
  const state = table.clients[0].getState() as PeerState;
  if (state.ctx.gameover !== undefined) {
    const match = await newMatch(url);
    for (const [i, client] of table.clients.entries()) {
      client.updateMatchID(match.matchID);
      client.updateCredentials(match.credentials[i] as string);
    }
    await until(
      table,
      () => table.clients.every((c) => c.getState()?._stateID === 0),
      "new match never synced",
    );
    return undefined;
  }
  const free = state.G.cells.flatMap((c, i) => (c === null ? [i] : []));
  const mover = table.clients[Number(state.ctx.currentPlayer)] as PeerClient;
  const sent = performance.now();
  let heard = 0;
  mover.moves.clickCell(free[Math.floor(Math.random() * free.length)] as number);
  // Timed when the mover hears the server's state; the next move waits until both seats have it.
  await until(
    table,
    () => {
      if (!heard && (mover.getState()?._stateID ?? 0) > state._stateID) heard = performance.now();
      return caughtUp(table, state._stateID + 1);
    },
    "a peer move was never confirmed",
  );
  return heard - sent;
}

/**
 * Whole tic-tac-toe games on boardgame.io's server, driven by its own
 * clients (one per seat, over socket.io): `tables` matches, `inFlight`
 * moves at a time, a new match when one ends.
 */
export async function runPeerTables(url: string, pid: number, load: TablesLoad): Promise<TablesResult> {
  const tables: PeerTable[] = [];
  for (let i = 0; i < load.tables; i += 50)
    tables.push(
      ...(await Promise.all(Array.from({ length: Math.min(50, load.tables - i) }, () => openTable(url)))),
    );
  try {
    return await driveTables(pid, tables, load, (table) => step(url, table));
  } finally {
    for (const table of tables) for (const client of table.clients) client.stop();
  }
}
