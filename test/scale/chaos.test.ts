import assert from "node:assert/strict";
import { before, describe, test } from "node:test";
import { createPostgresPool } from "../../platform/db/postgres-pool.ts";
import { idText } from "../../src/db/compact-id.ts";
import { createProductModule } from "../../storefront/product/product-module.ts";
import { openPostgresStorefrontDatabase } from "../../storefront/shared/storefront-database.ts";
import { assertBuilt } from "../support/built.ts";
import { answers, call, createGameLoad, pause, within } from "../support/chaos-clients.ts";
import { createShopLoad } from "../support/chaos-shop.ts";
import { createFakeTelegram } from "../support/fake-telegram.ts";
import { freePort } from "../support/ports.ts";
import {
  requirePrivateServers,
  startPrivatePostgres,
  startPrivateRedis,
} from "../support/private-servers.ts";
import { type ServiceProcess, startServiceProcess } from "../support/service-process.ts";
import { startTwoPlayerGames } from "../support/started-games.ts";
import { createUpdateFactory, privateChat, telegramUser } from "../support/telegram-updates.ts";
import { TEST_BOT_TOKEN } from "../support/test-app.ts";

const SECRET = "chaos-test-secret-chaos-test-secret-0123456789";
const STOREFRONT_PORTS = ["AUTH", "USER", "PRODUCT", "ORDER", "REVIEW", "ADMIN", "CHAT", "ANALYTICS"];

/** Polls `check` until it holds; resolves to the milliseconds it took (the bound only stops a hung test). */
async function until(what: string, check: () => Promise<boolean>, boundMs = 60_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < boundMs) {
    if (await check().catch(() => false)) return performance.now() - started;
    await pause(25);
  }
  assert.fail(`never: ${what}`);
}

describe("chaos", () => {
  before(assertBuilt);

  test("under load through two API processes, the bot and the storefront with its worker: a SIGKILL of each, a Redis restart and a PostgreSQL restart with busy connections lose nothing and kill nothing", async (t) => {
    // The engines' own pass (DATABASE_URL set) runs it; the embedded pass has nothing to restart.
    if (!process.env.DATABASE_URL) return t.skip("runs in the PostgreSQL + Redis pass");
    if (!requirePrivateServers(t)) return;
    const postgres = await startPrivatePostgres();
    const redis = await startPrivateRedis();
    const fake = createFakeTelegram();
    const telegram = await fake.listen();
    const engines = { DATABASE_URL: postgres.url, REDIS_URL: redis.url, JWT_SECRET: SECRET };
    const processes: ServiceProcess[] = [];
    t.after(async () => {
      await Promise.all(processes.map((p) => p.stop()));
      await telegram.close();
      await Promise.all([postgres.destroy(), redis.destroy()]);
    });

    const apiPorts = [await freePort(), await freePort()] as const;
    const apiUrls = apiPorts.map((port) => `http://127.0.0.1:${port}`) as [string, string];
    const [apiA, apiB] = await Promise.all(
      apiPorts.map((port, i) =>
        startServiceProcess({
          name: `api-${"ab"[i]}`,
          args: ["dist/api/main.js"],
          env: { ...engines, PORT: String(port) },
          ready: answers(`http://127.0.0.1:${port}/api/v1/health/live`),
        }),
      ),
    );
    processes.push(apiA as ServiceProcess, apiB as ServiceProcess);
    const polls = () => fake.callsTo("getUpdates").length;
    const botReady = (since: number) => async () => polls() > since + 1;
    const bot = await startServiceProcess({
      name: "bot",
      args: ["dist/bot/main.js"],
      env: { ...engines, MESSENGER_BOT_TOKEN: TEST_BOT_TOKEN, TELEGRAM_API_ROOT: telegram.url },
      ready: botReady(polls()),
    });
    processes.push(bot);

    const ports: Record<string, string> = {};
    for (const name of STOREFRONT_PORTS) ports[`${name}_PORT`] = String(await freePort());
    const shopUrl = (name: string) => `http://127.0.0.1:${ports[`${name}_PORT`]}`;
    const database = await openPostgresStorefrontDatabase(postgres.url, "storefront", 1);
    const storefront = await startServiceProcess({
      name: "storefront",
      args: ["dist/storefront/main.js"],
      env: { ...engines, ...ports },
      ready: answers(`${shopUrl("AUTH")}/api/health/`),
    });
    processes.push(storefront);
    await createProductModule(database).upsert([
      {
        id: "chaos-dice",
        name: "Chaos dice",
        description: "Dice for the chaos test.",
        category: "dice",
        price_cents: 100,
        currency: "EUR",
        stock: 1_000_000,
      },
    ]);
    await database.close();
    const heartbeat = async () => {
      const answer = await call(`${shopUrl("ORDER")}/api/health/`, "GET");
      return answer?.status === 200;
    };
    const worker = await startServiceProcess({
      name: "worker",
      args: ["dist/storefront/worker.js"],
      env: engines,
      ready: heartbeat,
    });
    processes.push(worker);

    // The load: pig moves on both API processes, /help in private chats, shoppers and visits.
    const started = await startTwoPlayerGames(apiUrls[0], 12);
    const games = createGameLoad(started, apiUrls);
    const shop = await createShopLoad(
      { auth: shopUrl("AUTH"), order: shopUrl("ORDER"), analytics: shopUrl("ANALYTICS") },
      "chaos-dice",
    );
    const updates = createUpdateFactory(fake);
    const asked: number[] = [];
    let userId = 700_000;
    let chatting = true;
    const chats = (async () => {
      while (chatting) {
        const user = telegramUser(++userId, "Chaos");
        fake.queueUpdates(updates.command(user, privateChat(user), "/help"));
        asked.push(user.id);
        await pause(40);
      }
    })();
    const orderCount = () => [...shop.orders.values()].reduce((n, s) => n + s.size, 0);
    const busy = async () => {
      const before = games.moves();
      await until("moves go on", async () => games.moves() >= before + 100);
    };

    await busy();
    await apiA?.kill();
    await busy();
    await apiA?.start();

    // Moves go on while Redis is down; it comes back once they have.
    await redis.stop();
    await busy();
    await redis.start();
    await busy();

    await postgres.stop();
    await postgres.start();
    const [watched] = started;
    const firstAfterPostgres = await until("the first request after PostgreSQL is back", async () => {
      const answer = await call(`${apiUrls[1]}/api/v1/games/${watched?.id}/state`, "GET", {
        headers: { authorization: watched?.host as string },
      });
      return answer?.status === 200;
    });
    await busy();

    await apiB?.kill();
    await busy();
    await apiB?.start();
    for (const service of [bot, storefront, worker]) {
      const since = polls();
      await service.kill();
      await busy();
      await service.start();
      if (service === bot) await until("the bot polls again", botReady(since));
    }
    const lastBotStart = asked.length;
    await busy();
    const ordered = orderCount();
    const visits = shop.batches.size;
    await until(
      "the shop takes an order and a visit after the restarts",
      async () => orderCount() > ordered && shop.batches.size > visits,
    );

    chatting = false;
    await chats;
    await Promise.all([
      within(30_000, "the game load", games.stop()),
      within(30_000, "the shop load", shop.stop()),
    ]);

    assert.deepEqual(
      processes.flatMap((p) => p.crashes),
      [],
      "no process exited on its own",
    );
    // Recovery is shown by the waits above (bounded only to stop a hung test); its durations are reported, not asserted.
    const slowest = Math.max(0, ...games.retryAfterCutMs);
    assert.deepEqual(games.unexpected, []);
    assert.deepEqual(shop.unexpected, []);

    t.diagnostic(
      `moves ${games.moves()}, orders ${orderCount()}, batches ${shop.batches.size}, help ${asked.length}; first request after PostgreSQL ${Math.round(firstAfterPostgres)} ms; slowest retry after a kill ${Math.round(slowest)} ms`,
    );

    // Every acknowledged move is in its game's audit exactly once.
    const admin = createPostgresPool({ connectionString: postgres.url, max: 1 });
    t.after(() => admin.end());
    const { rows: logged } = await admin.query<{ game_id: Buffer; action_id: Buffer; n: number }>(
      "select game_id, action_id, count(*)::int as n from audit_entries where kind = 'action' group by game_id, action_id",
    );
    const times = new Map(logged.map((r) => [`${idText(r.game_id)}/${idText(r.action_id)}`, r.n]));
    for (const [gameId, ids] of games.acknowledged)
      for (const id of ids) assert.equal(times.get(`${gameId}/${id}`), 1, `move ${id} logged once`);

    // Every acknowledged order exists once, and no checkout made a second order.
    const { rows: orders } = await admin.query<{ id: string }>("select id from storefront.order_orders");
    const acknowledgedOrders = [...shop.orders.values()].flatMap((s) => [...s]);
    assert.deepEqual(
      orders.map((o) => o.id).sort(),
      acknowledgedOrders.sort(),
      "one order per acknowledged checkout, none besides",
    );

    // Every acknowledged visit batch is stored once.
    const { rows: stored } = await admin.query<{ visitor_id: string; n: number }>(
      "select visitor_id, count(*)::int as n from analytics.event_batches group by visitor_id",
    );
    const batchTimes = new Map(stored.map((r) => [r.visitor_id, r.n]));
    for (const visitor of shop.batches)
      assert.equal(batchTimes.get(visitor), 1, `batch ${visitor} stored once`);

    // No chat is answered twice, and every /help since the bot's last restart is answered.
    await until("the bot answers every /help since its restart", async () => {
      const answered = new Set(fake.callsTo("sendMessage").map((c) => Number(c.params.chat_id)));
      return asked.slice(lastBotStart).every((id) => answered.has(id));
    });
    const perChat = new Map<number, number>();
    for (const c of fake.callsTo("sendMessage"))
      perChat.set(Number(c.params.chat_id), (perChat.get(Number(c.params.chat_id)) ?? 0) + 1);
    assert.deepEqual(
      [...perChat].filter(([, n]) => n > 1),
      [],
      "no /help answered twice",
    );
  });
});
