import { randomUUID } from "node:crypto";
import { pathToFileURL } from "node:url";
import type { User } from "grammy/types";
import pino from "pino";
import { encodeButton } from "../bot/callback-data.ts";
import { createBot } from "../bot/create-bot.ts";
import { createMemoryPacer, type Pacer, TELEGRAM_PACE, UNPACED } from "../bot/delivery/pacer.ts";
import type { Principal } from "../src/auth/principal.ts";
import { parseConfig } from "../src/config.ts";
import { createCore } from "../src/core.ts";
import { migrateToLatest, openStore } from "../src/db/open-database.ts";
import { findGameMessage } from "../src/db/repositories/game-message-repository.ts";
import { TOO_MANY_REQUESTS } from "../test/support/bot-api-rules.ts";
import { createFakeTelegram, type RecordedCall } from "../test/support/fake-telegram.ts";
import { createUpdateFactory, telegramUser } from "../test/support/telegram-updates.ts";

const TOKEN = "123456:BENCH-token-for-the-fake-telegram-api-xx";
const silent = pino({ level: "silent" });

export interface LanesBenchResult {
  readonly scenario: string;
  readonly samples: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

export interface GroupEditsResult {
  readonly moves: number;
  readonly edits: number;
  readonly editsPerMove: number;
  readonly wastedEdits: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

function summary(scenario: string, samples: number[]): LanesBenchResult {
  samples.sort((a, b) => a - b);
  return {
    scenario,
    samples: samples.length,
    p50Ms: percentile(samples, 0.5),
    p99Ms: percentile(samples, 0.99),
    maxMs: samples.at(-1) ?? 0,
  };
}

/** The move number a board edit shows, from its caption. */
const shownMove = (call: RecordedCall) =>
  Number(/move (\d+)/.exec(String((call.params.media as { caption?: string } | undefined)?.caption))?.[1]);

/** Calls `listener` with every call the fake records, as it records it. */
function onCall(calls: RecordedCall[], listener: (call: RecordedCall) => void): void {
  calls.push = (...items: RecordedCall[]) => {
    for (const item of items) listener(item);
    return Array.prototype.push.apply(calls, items);
  };
}

/** A pace that can be switched on once the tables are seated (seating 1,000 chats at 30/s would take half a minute). */
function switchablePacer(now: () => number): { pacer: Pacer; pace(): void } {
  let active = createMemoryPacer(UNPACED, now);
  return {
    pacer: {
      tryTake: (chatId) => active.tryTake(chatId),
      reserve: (chatId) => active.reserve(chatId),
      hold: (chatId, ms) => active.hold(chatId, ms),
    },
    pace: () => {
      active = createMemoryPacer(TELEGRAM_PACE, now);
    },
  };
}

/**
 * 1,000 private chats (500 pig tables) under Telegram's pace, 10% of them
 * answered 429 (retry_after 30 s) on every write. Presses arrive at 12 a
 * second (24 board edits a second, inside the 30/s budget), each on a table
 * not pressed for 40 s. Measured in process against the fake Bot API, so
 * Telegram's latency is excluded: a press until the bot answered it, and a
 * press until each chat that is not limited has its board edited to the move.
 */
async function thousandChats(seconds: number): Promise<LanesBenchResult[]> {
  const store = openStore(":memory:");
  try {
    await migrateToLatest(store);
    const config = parseConfig({ MESSENGER_BOT_TOKEN: TOKEN });
    const core = createCore({ config, store, jwtSecret: "bench-secret-bench-secret-bench-secret-0123" });
    const fake = createFakeTelegram();
    const { pacer, pace } = switchablePacer(Date.now);
    const { bot, delivery } = createBot(TOKEN, {
      core,
      config,
      logger: silent,
      botInfo: fake.botInfo,
      fetch: fake.fetch,
      pacer,
      delivery: { concurrency: 32 },
    });
    const updates = createUpdateFactory(fake);
    const tables: { gameId: string; players: [User, User]; principals: [Principal, Principal] }[] = [];
    for (let n = 0; n < 500; n++) {
      const players: [User, User] = [
        telegramUser(20_000 + 2 * n, `P${2 * n}`),
        telegramUser(20_001 + 2 * n, "Q"),
      ];
      const principals = (await Promise.all(
        players.map((p) => core.auth.principalForTelegram({ id: String(p.id), first_name: p.first_name })),
      )) as [Principal, Principal];
      const session = await core.sessions.create(principals[0], { max_players: 2, channel: "messenger" });
      await core.sessions.join(principals[1], { invite_code: session.invite_code, channel: "messenger" });
      const game = await core.games.start(principals[0], session.id, "pig", {}, "messenger");
      tables.push({ gameId: game.id, players, principals });
    }
    await delivery.drain();
    const limited = new Set<number>();
    for (let n = 0; n < 500; n += 5) for (const p of tables[n]?.players ?? []) limited.add(p.id);
    for (const chatId of limited) fake.refuseChat(chatId, TOO_MANY_REQUESTS(30));
    pace();
    fake.enforceLimits(Date.now);

    const answered = new Map<string, number>();
    const edited = new Map<string, number>();
    onCall(fake.calls, (call) => {
      if (call.method === "answerCallbackQuery")
        answered.set(String(call.params.callback_query_id), performance.now());
      if (call.method === "editMessageMedia" && call.ok) {
        edited.set(`${call.params.chat_id}:${shownMove(call)}`, performance.now());
      }
    });
    delivery.start();
    const presses: { id: string; at: number; chats: number[]; move: number }[] = [];
    const started = performance.now();
    for (let i = 0; performance.now() - started < seconds * 1000; i++) {
      const table = tables[i % tables.length];
      if (!table) break;
      const game = await core.games.findGame(table.gameId);
      if (game.status !== "running") continue;
      const moverIndex = (await core.games.state(table.principals[0], table.gameId)).allowed_actions.length
        ? 0
        : 1;
      const mover = table.players[moverIndex];
      const message = await findGameMessage(store, { chatId: String(mover.id), gameId: table.gameId });
      const data = encodeButton({
        kind: "act",
        gameId: table.gameId,
        version: game.version,
        move: { type: "roll" },
      });
      const update = updates.press(mover, mover.id, message?.message_id ?? 0, data);
      const id = update.callback_query?.id ?? randomUUID();
      const at = performance.now();
      presses.push({ id, at, chats: table.players.map((p) => p.id), move: game.version + 1 });
      await bot.handleUpdate(update);
      const due = started + ((i + 1) * 1000) / 12;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    }
    // Let the last edits land before reading the clocks.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await delivery.stop();
    const answers: number[] = [];
    const boards: number[] = [];
    for (const press of presses) {
      const answer = answered.get(press.id);
      if (answer !== undefined) answers.push(answer - press.at);
      for (const chatId of press.chats) {
        if (limited.has(chatId)) continue;
        const edit = edited.get(`${chatId}:${press.move}`);
        boards.push(edit === undefined ? Number.POSITIVE_INFINITY : edit - press.at);
      }
    }
    return [
      summary("callback answered (all presses)", answers),
      summary("press → board edited, chats not rate-limited", boards),
    ];
  } finally {
    await store.close();
  }
}

/**
 * A 4-player pig game in one group under Telegram's limits, on an injected
 * clock: a move every 2 s (30 a minute, against the group's 20 writes a
 * minute) for 60 moves. Counts the group message's edits and the wasted ones
 * (a version shown twice, "not modified", or refused with 429).
 */
async function groupEdits(): Promise<GroupEditsResult> {
  const store = openStore(":memory:");
  try {
    await migrateToLatest(store);
    let now = Date.parse("2026-11-22T12:00:00Z");
    const clock = () => now;
    const config = parseConfig({ MESSENGER_BOT_TOKEN: TOKEN });
    const core = createCore({
      config,
      store,
      jwtSecret: "bench-secret-bench-secret-bench-secret-0123",
      now: clock,
    });
    const fake = createFakeTelegram();
    const { delivery } = createBot(TOKEN, {
      core,
      config,
      logger: silent,
      botInfo: fake.botInfo,
      fetch: fake.fetch,
      pacer: createMemoryPacer(TELEGRAM_PACE, clock),
    });
    fake.enforceLimits(clock);
    const principals = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        core.auth.principalForTelegram({ id: String(30_000 + n), first_name: `G${n}` }),
      ),
    );
    const [host, ...others] = principals as [Principal, ...Principal[]];
    const session = await core.sessions.create(host, { max_players: 4, channel: "messenger" });
    for (const p of others)
      await core.sessions.join(p, { invite_code: session.invite_code, channel: "messenger" });
    await core.sessions.bindChat(host, session.id, "-1003000");
    const game = await core.games.start(host, session.id, "pig", {}, "messenger");
    const tick = async (ms: number) => {
      now += ms;
      await delivery.drain();
    };
    await tick(60_000);
    fake.clearCalls();
    let moves = 0;
    while (moves < 60) {
      for (const p of principals) {
        const state = await core.games.state(p, game.id);
        if (state.allowed_actions.length === 0) continue;
        const bank = state.board.kind === "dice-race" && state.board.turn_total >= 12;
        await core.games.act(
          p,
          game.id,
          { action_id: randomUUID(), action_type: bank ? "pass" : "roll_dice" },
          { channel: "web" },
        );
        moves++;
        break;
      }
      await tick(2000);
    }
    for (let i = 0; i < 60; i++) await tick(1000);
    const edits = fake.callsTo("editMessageMedia");
    const shown = edits.filter((c) => c.ok).map(shownMove);
    const refused = edits.filter((c) => !c.ok).length;
    return {
      moves,
      edits: shown.length,
      editsPerMove: shown.length / moves,
      wastedEdits: shown.length - new Set(shown).size + refused,
    };
  } finally {
    await store.close();
  }
}

/** The lanes scenarios of the bot bench (issue 15): prints its tables and returns the figures. */
export async function runBotLanesBench(options: { seconds?: number } = {}) {
  const lanes = await thousandChats(options.seconds ?? 15);
  console.log(
    "\nTelegram bot lanes: 1,000 chats, 10% answered 429 on every write, presses at 12/s (fake Bot API)",
  );
  console.table(
    lanes.map((r) => ({
      scenario: r.scenario,
      samples: r.samples,
      "p50 ms": Number(r.p50Ms.toFixed(1)),
      "p99 ms": Number(r.p99Ms.toFixed(1)),
      "max ms": Number(r.maxMs.toFixed(1)),
    })),
  );
  const group = await groupEdits();
  console.log("\nA 4-player group game, a move every 2 s under the 20/min group limit (injected clock)");
  console.table([{ ...group, editsPerMove: Number(group.editsPerMove.toFixed(2)) }]);
  return { lanes, group };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await runBotLanesBench();
