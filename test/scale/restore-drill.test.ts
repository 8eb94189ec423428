import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { before, type TestContext, test } from "node:test";
import { openConfiguredStore } from "../../src/db/open-database.ts";
import { NEW_SKILL, rateSeats, type SeatResult, type Skill } from "../../src/ratings/rating-model.ts";
import { openStorefrontDatabase } from "../../storefront/shared/storefront-database.ts";
import { assertBuilt } from "../support/built.ts";
import { call } from "../support/chaos-clients.ts";
import { createShopLoad } from "../support/chaos-shop.ts";
import {
  type InstallationEnv,
  runCommand,
  startInstallation,
  stockProduct,
} from "../support/installation.ts";
import { rollUntilGone } from "../support/roll-until-gone.ts";
import { createScratchDatabase } from "../support/scratch-database.ts";
import { DRAW, X_WINS } from "../support/social-play.ts";
import { type StartedGame, startTwoPlayerGames } from "../support/started-games.ts";
import { waitUntil } from "../support/wait-until.ts";

before(assertBuilt);

const SERVER = process.env.DATABASE_URL;
const ENGINE = SERVER ? "PostgreSQL" : "SQLite";

/** A fresh installation's variables: a data folder, and with PostgreSQL a new empty database. */
async function freshEnv(t: TestContext, name: string): Promise<InstallationEnv> {
  const DATA_DIR = mkdtempSync(join(tmpdir(), `drill-${name}-`));
  t.after(() => rmSync(DATA_DIR, { recursive: true, force: true }));
  if (!SERVER) return { DATA_DIR, DATABASE_URL: "" };
  const scratch = await createScratchDatabase(SERVER, `drill_${name}`);
  t.after(() => scratch.drop());
  return { DATA_DIR, DATABASE_URL: scratch.url, JWT_SECRET: "drill-secret-drill-secret-drill-secret-0123" };
}

/** Three tic-tac-toe games in a row between the same two players (so each rating moves three times). */
async function finishedGames(api: string): Promise<string[]> {
  const [table] = (await startTwoPlayerGames(api, 1, "tic-tac-toe")) as [StartedGame];
  const ids = [table.id];
  for (const cells of [X_WINS, DRAW, X_WINS]) {
    const gameId = ids.at(-1) as string;
    let mover = table.mover;
    for (const cell of cells) {
      const reply = await call(`${api}/api/v1/games/${gameId}/actions`, "POST", {
        headers: { authorization: table.auth.get(mover) as string },
        body: { action_id: randomUUID(), action_type: "choose_cell", payload: { cell } },
      });
      assert.equal(reply?.status, 200);
      const state = reply?.body.state as { turn?: { participant_id: string } };
      mover = state.turn?.participant_id ?? mover;
    }
    if (ids.length === 3) break;
    const next = await call(`${api}/api/v1/sessions/${table.sessionId}/games`, "POST", {
      headers: { authorization: table.host },
      body: { plugin_id: "tic-tac-toe" },
    });
    ids.push(String(next?.body.id));
  }
  return ids;
}

/** Each acknowledged action id of `games` as the restored audit holds it: how many times. */
async function auditCounts(api: string, games: readonly StartedGame[]) {
  const counts = new Map<string, number>();
  for (const game of games) {
    const reply = await call(`${api}/api/v1/games/${game.id}/audit`, "GET", {
      headers: { authorization: game.host },
    });
    assert.equal(reply?.status, 200);
    const entries = reply?.body.entries as { kind: string; action_id: string | null }[];
    for (const entry of entries)
      if (entry.kind === "action" && entry.action_id)
        counts.set(entry.action_id, (counts.get(entry.action_id) ?? 0) + 1);
  }
  return counts;
}

const key = (id: unknown) => (Buffer.isBuffer(id) ? id.toString("hex") : String(id));

/** The ratings OpenSkill gives when the restored results are rated again, game by game in the order they finished. */
async function ratingsCheck(env: InstallationEnv) {
  const store = openConfiguredStore(env);
  try {
    const db = store.db;
    const results = await db.selectFrom("game_results").selectAll().orderBy("finished_at").execute();
    const skills = new Map<string, Skill>();
    const byGame = Map.groupBy(results, (r) => key(r.game_id));
    for (const rows of byGame.values()) {
      const before = rows.map((r) => skills.get(key(r.user_id)) ?? NEW_SKILL);
      const after = rateSeats(
        before,
        rows.map((r) => r.result as SeatResult),
      );
      for (const [i, r] of rows.entries()) skills.set(key(r.user_id), after[i] as Skill);
    }
    const stored = await db.selectFrom("ratings").selectAll().execute();
    return { results: results.length, skills, stored };
  } finally {
    await store.close();
  }
}

async function restoredOrders(env: InstallationEnv): Promise<Set<string>> {
  const database = await openStorefrontDatabase(env);
  try {
    const rows = await database
      .tables<{ order_orders: { id: string | number } }>()
      .selectFrom("order_orders")
      .select("id")
      .execute();
    return new Set(rows.map((r) => String(r.id)));
  } finally {
    await database.close();
  }
}

test(`${ENGINE} restore drill: a backup under load, SIGKILL, a restore into a fresh installation keeps every acknowledged move and order; a corrupt backup is refused`, async (t) => {
  const env = await freshEnv(t, "live");
  const backups = mkdtempSync(join(tmpdir(), "drill-backups-"));
  t.after(() => rmSync(backups, { recursive: true, force: true }));
  const live = await startInstallation(env);
  t.after(() => live.stop());
  await stockProduct(env, "drill-dice");
  const finished = await finishedGames(live.api);
  const games = await startTwoPlayerGames(live.api, 8);
  const acknowledged = new Map(games.map((g) => [g.id, new Set<string>()]));
  const load = Promise.all(
    games.map((g) => rollUntilGone(live.api, g, acknowledged.get(g.id) as Set<string>)),
  );
  const shop = await createShopLoad(
    { auth: live.shop("auth"), order: live.shop("order"), analytics: live.shop("analytics") },
    "drill-dice",
    2,
  );
  const moves = () => [...acknowledged.values()].reduce((n, s) => n + s.size, 0);
  const orderCount = () => [...shop.orders.values()].reduce((n, s) => n + s.size, 0);
  await waitUntil(() => moves() >= 200 && orderCount() > 0, "200 acknowledged moves and an order", {
    deadlineMs: 120_000,
    progress: () => `${moves()} moves, ${orderCount()} orders`,
  });

  const movesBefore = [...acknowledged.values()].flatMap((s) => [...s]);
  const ordersBefore = [...shop.orders.values()].flatMap((s) => [...s]);
  const manifest = (await runCommand(env, ["dist/scripts/backup.js", "--to", backups]))
    .trim()
    .split("\n")
    .at(-1) as string;
  const atBackupEnd = moves();
  await waitUntil(() => moves() >= atBackupEnd + 100, "100 moves acknowledged after the backup", {
    deadlineMs: 120_000,
    progress: () => `${moves() - atBackupEnd}`,
  });
  await shop.stop();
  await live.kill();
  await load;
  assert.deepEqual(shop.unexpected, []);

  // One byte of a copy flipped: refused, and the target keeps what it held.
  const corrupt = join(backups, "corrupt");
  cpSync(dirname(manifest), corrupt, { recursive: true });
  const dumped = readdirSync(corrupt).find(
    (name) => name !== "manifest.json" && name !== "jwt-secret",
  ) as string;
  const bytes = readFileSync(join(corrupt, dumped));
  bytes[bytes.length >> 1] = (bytes[bytes.length >> 1] ?? 0) ^ 0xff;
  writeFileSync(join(corrupt, dumped), bytes);
  const untouched = mkdtempSync(join(tmpdir(), "drill-untouched-"));
  t.after(() => rmSync(untouched, { recursive: true, force: true }));
  writeFileSync(join(untouched, "app.db"), "not touched");
  await assert.rejects(
    runCommand({ DATA_DIR: untouched, DATABASE_URL: "" }, [
      "dist/scripts/restore.js",
      join(corrupt, "manifest.json"),
      "--data-dir",
      untouched,
    ]),
    /checksum_mismatch/,
  );
  assert.deepEqual(readdirSync(untouched), ["app.db"]);
  assert.equal(readFileSync(join(untouched, "app.db"), "utf8"), "not touched");

  const restored = await freshEnv(t, "restored");
  const target = [
    "--data-dir",
    restored.DATA_DIR,
    ...(SERVER ? ["--database-url", restored.DATABASE_URL] : []),
  ];
  await runCommand(restored, ["dist/scripts/restore.js", manifest, ...target]);
  const again = await startInstallation(restored);
  t.after(() => again.stop());

  const counts = await auditCounts(again.api, games);
  for (const id of movesBefore)
    assert.equal(counts.get(id), 1, `move ${id}, acknowledged before the backup, once`);
  const orders = await restoredOrders(restored);
  for (const id of ordersBefore) assert.ok(orders.has(id), `order ${id}, acknowledged before the backup`);
  for (const gameId of finished) {
    const out = await runCommand(restored, ["dist/scripts/verify-game.js", gameId]);
    assert.match(out, /^OK:/, `verify-game ${gameId}`);
  }
  const { results, skills, stored } = await ratingsCheck(restored);
  assert.equal(results, 6, "three finished games of two players");
  assert.equal(stored.length, 2);
  for (const rating of stored) {
    const expected = skills.get(key(rating.user_id)) as Skill;
    assert.ok(Math.abs(rating.mu - expected.mu) < 1e-9 && Math.abs(rating.sigma - expected.sigma) < 1e-9);
    assert.equal(rating.games, 3);
  }
});
