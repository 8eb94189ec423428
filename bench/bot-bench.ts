import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Update, User } from "grammy/types";
import pino from "pino";
import { createBot } from "../bot/create-bot.ts";
import { parseConfig } from "../src/config.ts";
import { createCore } from "../src/core.ts";
import { migrateToLatest, openStore } from "../src/db/open-database.ts";
import { findGameMessage } from "../src/db/repositories/game-message-repository.ts";
import type { StateDocument } from "../src/games/registry.ts";
import { createFakeTelegram } from "../test/support/fake-telegram.ts";
import { createUpdateFactory, telegramUser } from "../test/support/telegram-updates.ts";

export interface BotBenchResult {
  readonly name: string;
  readonly updates: number;
  readonly updatesPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
}

const TOKEN = "123456:BENCH-token-for-the-fake-telegram-api-xx";

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

/** A pig table as the driver tracks it from the bot's answers alone: no reads inside the timed loop. */
interface Table {
  readonly gameId: string;
  readonly players: readonly [User, User];
  readonly messageIds: readonly [number, number];
  version: number;
  mover: 0 | 1;
  pot: number;
  banked: [number, number];
  over: boolean;
}

/**
 * The bot's own handling of button moves, in process against the fake Bot
 * API over a SQLite file: callback updates go through `bot.handleUpdate`
 * (duplicate filter, sequencing, session, the move through the core, the
 * answer). Telegram's latency is not in it, and neither is rendering: boards
 * are edited by the outbox worker, measured separately below.
 */
export async function runBotBench(
  options: { updates?: number; concurrency?: number } = {},
): Promise<BotBenchResult[]> {
  const dir = mkdtempSync(join(tmpdir(), "bot-bench-"));
  try {
    const results = [
      ...(await benchOn(join(dir, "bench.db"), "SQLite file", options, { sync: true })),
      ...(await benchOn(":memory:", "in-memory SQLite", options, {})),
      ...(await benchOn(":memory:", "bot layer only: core act stubbed", options, { stubAct: true })),
    ];
    console.log("\nTelegram bot (in process, fake Bot API; Telegram's latency excluded)");
    console.table(
      results.map((r) => ({
        scenario: r.name,
        updates: r.updates,
        "updates/s": Math.round(r.updatesPerSecond),
        "p50 ms": Number(r.p50Ms.toFixed(2)),
        "p99 ms": Number(r.p99Ms.toFixed(2)),
      })),
    );
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function benchOn(
  file: string,
  storage: string,
  options: { updates?: number; concurrency?: number },
  mode: { readonly sync?: boolean; readonly stubAct?: boolean },
): Promise<BotBenchResult[]> {
  const total = options.updates ?? 6000;
  const concurrency = options.concurrency ?? 8;
  const store = openStore(file);
  try {
    await migrateToLatest(store);
    const config = parseConfig({ MESSENGER_BOT_TOKEN: TOKEN });
    const real = createCore({ config, store, jwtSecret: "bench-secret-bench-secret-bench-secret-0123" });
    // The bot's share alone: every move "rolls a 4" without touching the database.
    const stubbedAct: typeof real.games.act = async (_principal, gameId, _input, options) => {
      const version = (options.expectedVersion ?? 0) + 1;
      const board = { kind: "dice-race", target: 100, banked: [0, 0], turn_total: 4, last_roll: 4 } as const;
      const state = { game_id: gameId, version, board } as unknown as StateDocument;
      return { outcome: { ok: true, version, state }, replayed: false };
    };
    const core = mode.stubAct ? { ...real, games: { ...real.games, act: stubbedAct } } : real;
    const fake = createFakeTelegram();
    const { bot, delivery } = createBot(TOKEN, {
      core,
      config,
      logger: pino({ level: "silent" }),
      botInfo: fake.botInfo,
      fetch: fake.fetch,
      throttle: false,
    });
    const updates = createUpdateFactory(fake);

    async function newTable(n: number): Promise<Table> {
      const players = [
        telegramUser(10_000 + 2 * n, `P${2 * n}`),
        telegramUser(10_001 + 2 * n, `P${2 * n + 1}`),
      ] as const;
      const [host, guest] = await Promise.all(
        players.map((p) => core.auth.principalForTelegram({ id: String(p.id), first_name: p.first_name })),
      );
      if (!host || !guest) throw new Error("no principals");
      const session = await core.sessions.create(host, { max_players: 2, channel: "messenger" });
      await core.sessions.join(guest, { invite_code: session.invite_code, channel: "messenger" });
      const game = await core.games.start(host, session.id, "pig", {}, "messenger");
      await delivery.drain();
      const messageIds = await Promise.all(
        players.map(
          async (p) =>
            (await findGameMessage(store, { chatId: String(p.id), gameId: game.id }))?.message_id ?? 0,
        ),
      );
      return {
        gameId: game.id,
        players,
        messageIds: messageIds as [number, number],
        version: 1,
        mover: 0,
        pot: 0,
        banked: [0, 0],
        over: false,
      };
    }

    function pressFor(table: Table): Update {
      const move = table.pot >= 15 ? "p" : "r";
      const user = table.players[table.mover];
      const data = `a:${Buffer.from(table.gameId.replaceAll("-", ""), "hex").toString("base64url")}:${table.version}:${move}`;
      return updates.press(user, user.id, table.messageIds[table.mover], data);
    }

    /** Follows the game from the answer the press got (the die rolled, or a bank). */
    function follow(table: Table, pressed: Update) {
      const id = pressed.callback_query?.id;
      const answer = fake.calls.findLast(
        (c) => c.method === "answerCallbackQuery" && c.params.callback_query_id === id,
      );
      const text = String(answer?.params.text ?? "");
      if (answer?.method !== "answerCallbackQuery" || answer.params.show_alert) {
        throw new Error(`unexpected answer: ${JSON.stringify(answer?.params)}`);
      }
      table.version++;
      if (pressed.callback_query?.data?.endsWith(":p")) {
        table.banked[table.mover] += table.pot;
        table.over = table.banked[table.mover] >= 100;
        table.pot = 0;
        table.mover = table.mover === 0 ? 1 : 0;
      } else {
        const die = Number(/🎲 (\d)/.exec(text)?.[1]);
        if (die === 1) {
          table.pot = 0;
          table.mover = table.mover === 0 ? 1 : 0;
        } else {
          table.pot += die;
        }
      }
    }

    const warm = await newTable(0);
    for (let i = 0; i < 200 && !warm.over; i++) {
      const update = pressFor(warm);
      await bot.handleUpdate(update);
      follow(warm, update);
    }

    // Tables are seated before the clock starts: a pig game takes some 40-100 presses.
    const tables: Table[] = [];
    for (let n = 1; n <= Math.ceil(total / 30) + concurrency; n++) tables.push(await newTable(n));
    let next = 0;
    const take = () => {
      const table = tables[next++];
      if (!table) throw new Error("ran out of seated tables");
      return table;
    };
    let handled = 0;
    const latencies: number[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        let table = take();
        while (handled < total) {
          if (table.over) table = take();
          const update = pressFor(table);
          handled++;
          const t0 = performance.now();
          await bot.handleUpdate(update);
          latencies.push(performance.now() - t0);
          follow(table, update);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const results: BotBenchResult[] = [
      {
        name: `button moves, ${concurrency} chats at once (${storage})`,
        updates: latencies.length,
        updatesPerSecond: latencies.length / seconds,
        p50Ms: percentile(latencies, 0.5),
        p99Ms: percentile(latencies, 0.99),
      },
    ];

    if (!mode.sync) return results;
    // For context: a press until both chats show the new board (render, upload, two edits).
    const synced: number[] = [];
    const table = await newTable(tables.length + 1);
    const syncStart = performance.now();
    for (let i = 0; i < 150 && !table.over; i++) {
      const update = pressFor(table);
      const t0 = performance.now();
      await bot.handleUpdate(update);
      follow(table, update);
      await delivery.drain();
      synced.push(performance.now() - t0);
    }
    synced.sort((a, b) => a - b);
    results.push({
      name: `press → every chat's board edited (${storage})`,
      updates: synced.length,
      updatesPerSecond: synced.length / ((performance.now() - syncStart) / 1000),
      p50Ms: percentile(synced, 0.5),
      p99Ms: percentile(synced, 0.99),
    });

    return results;
  } finally {
    await store.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await runBotBench();
