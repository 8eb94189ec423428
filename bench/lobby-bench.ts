import { type LoadResult, load } from "./load.ts";

const JSON_HEADERS = { "content-type": "application/json" };
/** The games the seeded tables play, in turn. */
const GAMES = ["pig", "tic-tac-toe", "liars-dice", "backgammon", "long-nardy"];
/** Issue 53 asks for the answer time, not a queue's: fewer connections than the other scenarios. */
const CONNECTIONS = 10;

async function post(url: string, path: string, token: string | null, body: unknown): Promise<Response> {
  const headers: Record<string, string> = token ? { ...JSON_HEADERS, authorization: token } : JSON_HEADERS;
  const res = await fetch(`${url}/api/v1${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return res;
}

async function guest(url: string, name: string): Promise<string> {
  const res = await post(url, "/auth/guest", null, { display_name: name });
  return `Guest ${((await res.json()) as { guest_token: string }).guest_token}`;
}

/** Opens `tables` public tables from `hosts` guests, 20 at a time. */
async function seedTables(url: string, tables: number, hosts: readonly string[]): Promise<void> {
  for (let i = 0; i < tables; i += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, tables - i) }, (_, k) =>
        post(url, "/sessions", hosts[(i + k) % hosts.length] as string, {
          visibility: "public",
          plugin_id: GAMES[(i + k) % GAMES.length],
          max_players: 2,
        }),
      ),
    );
  }
}

/** The user id behind a token, from GET /users/me. */
async function userIdOf(url: string, token: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/users/me`, { headers: { authorization: token } });
  return ((await res.json()) as { user_id: string }).user_id;
}

/**
 * Issue 53's lobby target: `GET /lobby` over `tables` open public tables
 * (10,000 by default) answers in ≤ 20 ms p99. The reader has blocked a few
 * hosts, so every page also filters blocked tables out. Three scenarios: the
 * first page, one game's first page, and the page after a cursor.
 */
export async function runLobbyBench(url: string, seconds: number, tables = 10_000): Promise<LoadResult[]> {
  const hosts = await Promise.all(Array.from({ length: 200 }, (_, i) => guest(url, `Host ${i}`)));
  await seedTables(url, tables, hosts);
  const reader = await guest(url, "Lobby reader");
  for (const host of hosts.slice(0, 5)) {
    await post(url, "/users/me/blocks", reader, { user_id: await userIdOf(url, host) });
  }
  const first = await fetch(`${url}/api/v1/lobby?limit=20`, { headers: { authorization: reader } });
  const cursor = ((await first.json()) as { next_cursor: string | null }).next_cursor;
  const headers = { authorization: reader };
  const label = `${tables.toLocaleString("en")} open tables, ${CONNECTIONS} connections`;
  const scenario = (name: string, path: string) =>
    load(`${name} (${label})`, { url, seconds, connections: CONNECTIONS, requests: [{ path, headers }] });
  return [
    await scenario("GET /lobby", "/api/v1/lobby"),
    await scenario("GET /lobby?plugin_id=backgammon", "/api/v1/lobby?plugin_id=backgammon"),
    await scenario("GET /lobby?cursor=", `/api/v1/lobby?cursor=${cursor ?? ""}`),
  ];
}
