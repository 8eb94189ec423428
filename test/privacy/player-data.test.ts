import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { sql } from "kysely";
import { isSqlite } from "../../platform/db/dialect.ts";
import type { Store } from "../../src/db/store.ts";
import { PERSONAL_DATA } from "../../src/privacy/personal-data.ts";
import { verifyGameLog } from "../../src/proofs/verify-game.ts";
import { gameAudit } from "../support/game-audit.ts";
import { signInitData } from "../support/mini-app.ts";
import { playToEnd, seatPlayers } from "../support/play.ts";
import { call, createRacingTestApps, createTestApp, guest, json } from "../support/test-app.ts";

const NAME = "Zelda Quux";
const TELEGRAM_ID = "987654321";

/** Every table and its columns, as the engine built them. */
async function schemaColumns(store: Store): Promise<Map<string, string[]>> {
  const rows = isSqlite(store.db)
    ? await sql<{ t: string; c: string }>`select m.name as t, p.name as c from sqlite_master m
        join pragma_table_info(m.name) p where m.type = 'table' and m.name not like 'sqlite_%'`.execute(
        store.db,
      )
    : await sql<{
        t: string;
        c: string;
      }>`select table_name as t, column_name as c from information_schema.columns
        where table_schema = ${store.schema ?? "public"}`.execute(store.db);
  const tables = new Map<string, string[]>();
  for (const { t, c } of rows.rows)
    if (!t.startsWith("kysely_")) tables.set(t, [...(tables.get(t) ?? []), c]);
  return tables;
}

/** Every row of every table, as text. */
async function everything(store: Store): Promise<string> {
  const parts: string[] = [];
  for (const table of (await schemaColumns(store)).keys()) {
    const rows = await sql`select * from ${sql.table(table)}`.execute(store.db);
    parts.push(
      JSON.stringify(rows.rows, (_k, v) => (v instanceof Uint8Array ? Buffer.from(v).toString() : v)),
    );
  }
  return parts.join("\n");
}

/** A Telegram user signed in through the Mini App, with a Bearer credential. */
async function telegramPlayer(app: Parameters<typeof call>[0], nowMs: number): Promise<string> {
  const init = signInitData({
    user: JSON.stringify({ id: Number(TELEGRAM_ID), first_name: NAME, username: "zeldaq" }),
    auth_date: String(Math.floor(nowMs / 1000)),
  });
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/auth/messenger",
    payload: { init_data: init },
  });
  return `Bearer ${json<{ access_token: string }>(res).access_token}`;
}

describe("a player's own data", () => {
  test("every column of the schema is placed: personal, and how erasure treats it, or not", async (t) => {
    const { store } = await createTestApp(t);
    const columns = await schemaColumns(store);
    const missing = [...columns].flatMap(([table, cols]) =>
      cols.filter((c) => !(c in (PERSONAL_DATA[table] ?? {}))).map((c) => `${table}.${c}`),
    );
    assert.deepEqual(missing, [], "place each new column in src/privacy/personal-data.ts");
    const gone = Object.keys(PERSONAL_DATA).filter((table) => !columns.has(table));
    assert.deepEqual(gone, []);
  });

  test("the export holds the caller's data and nothing about the others; erasure leaves no name or Telegram id", async (t) => {
    const { app, store, clock, core } = await createTestApp(t);
    const zelda = await telegramPlayer(app, clock.now());
    const other = await guest(app, "Other Person");
    const session = json<{ id: string; invite_code: string }>(
      await call(app, zelda, "POST", "/sessions", {}),
    );
    await call(app, other, "POST", "/sessions/join", { invite_code: session.invite_code });
    const game = json<{ id: string }>(
      await call(app, zelda, "POST", `/sessions/${session.id}/games`, { plugin_id: "tic-tac-toe" }),
    );
    const table = {
      sessionId: session.id,
      inviteCode: session.invite_code,
      players: [zelda, other],
      participantIds: [],
    };
    await playToEnd(app, table, game.id);
    await call(app, zelda, "PUT", "/users/me/vacation", {
      until: new Date(clock.now() + 86_400_000).toISOString(),
    });
    await call(app, zelda, "POST", "/matchmaking", { plugin_id: "pig" });
    const cup = json<{ id: string }>(
      await call(app, other, "POST", "/tournaments", { plugin_id: "pig", format: "swiss" }),
    );
    await call(app, zelda, "POST", `/tournaments/${cup.id}/join`);
    await core.messenger.writeStorage({
      key: `language:${TELEGRAM_ID}`,
      value: '"de"',
      updated_at: "2026-11-22T12:00:00Z",
    });

    const exported = await call(app, zelda, "GET", "/users/me/export");
    assert.equal(exported.statusCode, 200);
    const doc = json<{
      account: { telegram: { id: string } };
      games: { moves: unknown[] }[];
      history: unknown[];
    }>(exported);
    assert.equal(doc.account.telegram.id, TELEGRAM_ID);
    assert.equal(doc.games.length, 1);
    assert.ok(doc.games[0]?.moves.length);
    assert.equal(doc.history.length, 1);
    for (const part of ["vacations", "quick_play", "tournaments", "ratings", "tokens", "sessions"]) {
      assert.ok((doc as unknown as Record<string, unknown[]>)[part]?.length, part);
    }
    assert.ok(!exported.body.includes("Other Person"), "nothing about other players");
    const otherId = json<{ user_id: string }>(await call(app, other, "GET", "/users/me")).user_id;
    assert.ok(!exported.body.includes(otherId));

    assert.ok((await everything(store)).includes(NAME));
    assert.equal((await call(app, zelda, "DELETE", "/users/me")).statusCode, 204);
    assert.equal((await call(app, zelda, "GET", "/users/me")).statusCode, 401);
    const left = await everything(store);
    assert.ok(!left.includes(NAME), "no name is left anywhere");
    assert.ok(!left.includes(TELEGRAM_ID), "no Telegram id is left anywhere");
    assert.ok(left.includes("Other Person"), "the other player is untouched");

    const state = json<{ players: { display_name: string }[] }>(
      await call(app, other, "GET", `/games/${game.id}/state`),
    );
    assert.deepEqual(
      state.players.map((p) => p.display_name),
      ["Deleted player", "Other Person"],
    );
    const board = json<{ entries: { display_name: string }[] }>(
      await call(app, other, "GET", "/leaderboards/tic-tac-toe"),
    );
    assert.equal(board.entries.length, 1);
    assert.equal(verifyGameLog(await gameAudit(store, game.id)).ok, true, "the chain still verifies");
    const replay = json<{ verified: boolean }>(await call(app, other, "GET", `/games/${game.id}/replay`));
    assert.equal(replay.verified, true);
    assert.equal(
      await core.privacy.eraseMe({ userId: "x", displayName: "x", kind: "guest" } as never),
      false,
    );
  });

  test("a player who left the session is still found by the export and the erasure", async (t) => {
    const { app } = await createTestApp(t);
    const table = await seatPlayers(app, 2);
    const [ann, bob] = table.players as [string, string];
    const game = json<{ id: string }>(
      await call(app, ann, "POST", `/sessions/${table.sessionId}/games`, { plugin_id: "tic-tac-toe" }),
    );
    await playToEnd(app, table, game.id);
    assert.equal((await call(app, bob, "POST", `/sessions/${table.sessionId}/leave`)).statusCode, 200);
    const exported = json<{ games: { game_id: string }[] }>(await call(app, bob, "GET", "/users/me/export"));
    assert.deepEqual(
      exported.games.map((g) => g.game_id),
      [game.id],
    );
    assert.equal((await call(app, bob, "DELETE", "/users/me")).statusCode, 204);
    const state = json<{ players: { display_name: string }[] }>(
      await call(app, ann, "GET", `/games/${game.id}/state`),
    );
    assert.deepEqual(
      state.players.map((p) => p.display_name),
      ["Player 1", "Deleted player"],
    );
  });

  test("a player erased during a game is not rated when it ends; their waiting ticket ends", async (t) => {
    const { app, store, core, clock } = await createTestApp(t);
    const table = await seatPlayers(app, 2, { turn_seconds: 30 });
    const [ann, bob] = table.players as [string, string];
    const game = json<{ id: string }>(
      await call(app, ann, "POST", `/sessions/${table.sessionId}/games`, { plugin_id: "tic-tac-toe" }),
    );
    await call(app, bob, "POST", "/matchmaking", { plugin_id: "pig" });
    const bobId = json<{ user_id: string }>(await call(app, bob, "GET", "/users/me")).user_id;
    assert.equal((await call(app, bob, "DELETE", "/users/me")).statusCode, 204);
    await call(app, ann, "POST", `/games/${game.id}/actions`, {
      action_id: crypto.randomUUID(),
      action_type: "choose_cell",
      payload: { cell: 0 },
    });
    clock.advance(30_000);
    assert.equal(
      await core.clocks.expireDueTurns(),
      1,
      "the erased player's turn times out and the game ends",
    );
    const results = await store.db.selectFrom("game_results").select("user_id").execute();
    assert.equal(results.length, 1, "only the other player is rated");
    assert.ok(!results.some((r) => r.user_id === bobId));
    const tickets = await store.db.selectFrom("match_tickets").select("status").execute();
    assert.deepEqual(
      tickets.map((k) => k.status),
      ["cancelled"],
    );
  });

  test("the guest retention sweep erases idle guests once, with two processes racing", async (t) => {
    const { app, store, clock, core, rival, tries } = await createRacingTestApps(t, {
      GUEST_TOKEN_TTL_SECONDS: "31536000",
    });
    const table = await seatPlayers(app, 2);
    clock.advance(91 * 86_400_000);
    assert.equal((await call(app, table.players[1] as string, "GET", "/users/me")).statusCode, 200);
    const [mineBefore, theirsBefore] = tries();
    const erased = await Promise.all([core.privacy.eraseIdleGuests(90), rival.privacy.eraseIdleGuests(90)]);
    const [mineAfter, theirsAfter] = tries();
    assert.ok(
      mineAfter > mineBefore && theirsAfter > theirsBefore,
      "both processes tried to erase the guest",
    );
    assert.equal(erased[0] + erased[1], 1, "the guest who was not seen is erased, once");
    const log = await sql<{ n: number }>`select count(*) as n from player_erasures`.execute(store.db);
    assert.equal(Number(log.rows[0]?.n), 1);
    assert.equal(await core.privacy.eraseIdleGuests(0), 0, "0 keeps guests forever");
  });
});
