import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { CompiledQuery, sql } from "kysely";
import { lobbyTablesQuery } from "../../src/db/repositories/lobby-repository.ts";
import { call, createTestApp, guest, json } from "../support/test-app.ts";
import { TEST_DATABASE_URL } from "../support/test-store.ts";

interface LobbyTable {
  session_id: string;
  invite_code: string;
  plugin_id: string;
  host: { user_id: string; display_name: string; rating: number | null };
  seats_taken: number;
  max_players: number;
  time_control: unknown;
  created_at: string;
}

interface LobbyPage {
  tables: LobbyTable[];
  next_cursor: string | null;
}

type App = Awaited<ReturnType<typeof createTestApp>>["app"];

async function openTable(app: App, auth: string, body: Record<string, unknown> = {}) {
  const res = await call(app, auth, "POST", "/sessions", { visibility: "public", plugin_id: "pig", ...body });
  assert.equal(res.statusCode, 201, res.body);
  return json<{ id: string; invite_code: string; visibility: string; plugin_id: string }>(res);
}

const lobby = async (app: App, auth: string, query = "") =>
  json<LobbyPage>(await call(app, auth, "GET", `/lobby${query}`));

describe("public tables", () => {
  test("POST /sessions keeps sessions private by default and refuses a bad visibility or a public table without its game", async (t) => {
    const { app } = await createTestApp(t);
    const host = await guest(app, "Host");
    const plain = json<{ visibility: string; plugin_id: null }>(await call(app, host, "POST", "/sessions"));
    assert.equal(plain.visibility, "private");
    assert.equal(plain.plugin_id, null);
    const odd = await call(app, host, "POST", "/sessions", { visibility: "secret", plugin_id: "pig" });
    assert.equal(odd.statusCode, 400);
    assert.equal(json(odd).code, "invalid_request");
    assert.match(String(json(odd).detail), /visibility/);
    const bare = await call(app, host, "POST", "/sessions", { visibility: "public" });
    assert.equal(bare.statusCode, 400);
    assert.equal(json(bare).code, "plugin_required");
    const unknown = await call(app, host, "POST", "/sessions", { visibility: "public", plugin_id: "chess" });
    assert.equal(unknown.statusCode, 404);
    assert.equal(json(unknown).code, "plugin_not_found");
    const tooMany = await call(app, host, "POST", "/sessions", { plugin_id: "tic-tac-toe", max_players: 4 });
    assert.equal(tooMany.statusCode, 400);
    const table = await openTable(app, host, { plugin_id: "tic-tac-toe" });
    assert.deepEqual([table.visibility, table.plugin_id], ["public", "tic-tac-toe"]);
  });

  test("GET /lobby lists open public tables newest first, page by page, and never private, full, started or closed ones", async (t) => {
    const { app, clock } = await createTestApp(t);
    const host = await guest(app, "Hannah");
    const viewer = await guest(app, "Viewer");
    const opened = [];
    for (let i = 0; i < 3; i++) {
      opened.push(await openTable(app, host, { max_players: 3 }));
      clock.advance(1000);
    }
    await call(app, host, "POST", "/sessions", { plugin_id: "pig" });
    const full = await openTable(app, host, { max_players: 2 });
    await call(app, await guest(app), "POST", "/sessions/join", { invite_code: full.invite_code });
    const closed = await openTable(app, host);
    await call(app, host, "POST", `/sessions/${closed.id}/close`);
    const started = await openTable(app, host, { max_players: 2 });
    const second = await guest(app);
    await call(app, second, "POST", "/sessions/join", { invite_code: started.invite_code });
    await call(app, host, "POST", `/sessions/${started.id}/games`, { plugin_id: "pig" });

    const first = await lobby(app, viewer, "?limit=2");
    assert.deepEqual(
      first.tables.map((table) => table.session_id),
      [opened[2]?.id, opened[1]?.id],
    );
    assert.equal(first.tables[0]?.host.display_name, "Hannah");
    assert.equal(first.tables[0]?.seats_taken, 1);
    assert.equal(first.tables[0]?.max_players, 3);
    assert.equal(first.tables[0]?.plugin_id, "pig");
    assert.ok(first.next_cursor);
    const rest = await lobby(app, viewer, `?limit=2&cursor=${first.next_cursor}`);
    assert.deepEqual(
      rest.tables.map((table) => table.session_id),
      [opened[0]?.id],
    );
    assert.equal(rest.next_cursor, null);
    assert.equal((await lobby(app, viewer, "?plugin_id=yacht")).tables.length, 0);
    const bad = await call(app, viewer, "GET", "/lobby?cursor=nonsense");
    assert.equal(bad.statusCode, 400);
  });

  test("a lobby page walks an index of open public tables only, in order, so finished public tables never slow it", {
    skip: TEST_DATABASE_URL ? "reads SQLite's query plan" : false,
  }, async (t) => {
    const { store } = await createTestApp(t);
    const index = await sql<{
      sql: string;
    }>`select sql from sqlite_master where name = 'sessions_lobby'`.execute(store.db);
    assert.match(index.rows[0]?.sql ?? "", /where visibility = 'public' and status = 'Lobby'$/i);
    const query = lobbyTablesQuery(store, {
      viewerId: "",
      pluginId: undefined,
      after: undefined,
      limit: 21,
    }).compile();
    const plan = await store.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    // The first step scans the index newest first: no sort, and it stops after `limit` rows.
    assert.equal(plan.rows[0]?.detail, "SCAN s USING INDEX sessions_lobby");
    assert.ok(!plan.rows.some((row) => /TEMP B-TREE/.test(row.detail)));
  });

  test("a table joined by its listed invite code leaves the lobby once full", async (t) => {
    const { app } = await createTestApp(t);
    const table = await openTable(app, await guest(app), { max_players: 2 });
    const joiner = await guest(app);
    const [listed] = (await lobby(app, joiner)).tables;
    assert.equal(listed?.invite_code, table.invite_code);
    const joined = await call(app, joiner, "POST", "/sessions/join", { invite_code: listed?.invite_code });
    assert.equal(joined.statusCode, 200);
    assert.deepEqual((await lobby(app, joiner)).tables, []);
  });
});

describe("safety at public tables", () => {
  test("blocked users never see each other's tables nor join them, until the block is lifted", async (t) => {
    const { app } = await createTestApp(t);
    const host = await guest(app, "Host");
    const pest = await guest(app, "Pest");
    const pestId = json<{ user_id: string }>(await call(app, pest, "GET", "/users/me")).user_id;
    const table = await openTable(app, host);
    const blocked = await call(app, host, "POST", "/users/me/blocks", { user_id: pestId });
    assert.equal(blocked.statusCode, 201);
    assert.equal(json<{ user_id: string }>(blocked).user_id, pestId);
    assert.deepEqual((await lobby(app, pest)).tables, []);
    assert.equal((await lobby(app, await guest(app))).tables.length, 1);
    const join = await call(app, pest, "POST", "/sessions/join", { invite_code: table.invite_code });
    assert.equal(join.statusCode, 403);
    assert.equal(json(join).code, "user_blocked");
    const own = await openTable(app, pest);
    assert.ok(!(await lobby(app, host)).tables.some((listed) => listed.session_id === own.id));
    const list = json<{ blocks: { user_id: string; display_name: string }[] }>(
      await call(app, host, "GET", "/users/me/blocks"),
    );
    assert.deepEqual(
      list.blocks.map((b) => [b.user_id, b.display_name]),
      [[pestId, "Pest"]],
    );
    assert.equal((await call(app, host, "DELETE", `/users/me/blocks/${pestId}`)).statusCode, 204);
    assert.equal((await lobby(app, pest)).tables.length, 2);
    const again = await call(app, host, "DELETE", `/users/me/blocks/${pestId}`);
    assert.equal(json(again).code, "block_not_found");
  });

  test("the host removes a player from a waiting table; nobody else can", async (t) => {
    const { app } = await createTestApp(t);
    const host = await guest(app, "Host");
    const table = await openTable(app, host);
    const player = await guest(app, "Player");
    const joined = json<{ participant: { id: string } }>(
      await call(app, player, "POST", "/sessions/join", { invite_code: table.invite_code }),
    );
    const url = `/sessions/${table.id}/participants/${joined.participant.id}`;
    assert.equal(json(await call(app, player, "DELETE", url)).code, "not_host");
    const removed = await call(app, host, "DELETE", url);
    assert.equal(removed.statusCode, 200);
    assert.equal(json<{ participants: unknown[] }>(removed).participants.length, 1);
    assert.equal((await lobby(app, host)).tables[0]?.seats_taken, 1);
    assert.equal(json(await call(app, host, "DELETE", url)).code, "participant_not_found");
  });

  test("opening tables past the hourly allowance is 429 table_limit_reached with Retry-After", async (t) => {
    const { app } = await createTestApp(t, { TABLES_PER_HOUR_MAX: "2" });
    const host = await guest(app);
    for (let i = 0; i < 2; i++) assert.equal((await call(app, host, "POST", "/sessions")).statusCode, 201);
    const refused = await call(app, host, "POST", "/sessions", { visibility: "public", plugin_id: "pig" });
    assert.equal(refused.statusCode, 429);
    assert.equal(json(refused).code, "table_limit_reached");
    assert.ok(Number(refused.headers["retry-after"]) > 0);
    assert.equal((await call(app, await guest(app), "POST", "/sessions")).statusCode, 201);
  });
});

describe("GET /tv", () => {
  test("features the running public game as a spectator sees it, never a private one; 404 no_featured_game without one", async (t) => {
    const { app } = await createTestApp(t);
    const host = await guest(app, "Host");
    const none = await call(app, host, "GET", "/tv");
    assert.equal(none.statusCode, 404);
    assert.equal(json(none).code, "no_featured_game");
    const hidden = json<{ id: string; invite_code: string }>(
      await call(app, host, "POST", "/sessions", { plugin_id: "pig", max_players: 2 }),
    );
    await call(app, await guest(app), "POST", "/sessions/join", { invite_code: hidden.invite_code });
    await call(app, host, "POST", `/sessions/${hidden.id}/games`, { plugin_id: "pig" });
    assert.equal((await call(app, host, "GET", "/tv")).statusCode, 404);
    const table = await openTable(app, host, { max_players: 2 });
    await call(app, await guest(app), "POST", "/sessions/join", { invite_code: table.invite_code });
    const game = json<{ id: string }>(
      await call(app, host, "POST", `/sessions/${table.id}/games`, { plugin_id: "pig" }),
    );
    const tv = json<{ game_id: string; state: { game_id: string; allowed_actions: unknown[] } }>(
      await call(app, await guest(app), "GET", "/tv?plugin_id=pig"),
    );
    assert.equal(tv.game_id, game.id);
    assert.equal(tv.state.game_id, game.id);
    assert.deepEqual(tv.state.allowed_actions, []);
    assert.equal((await call(app, host, "GET", "/tv?plugin_id=yacht")).statusCode, 404);
  });
});
