import type { TestContext } from "node:test";
import type { Update } from "grammy/types";
import pino from "pino";
import { createBot, type TelegramBot } from "../../bot/create-bot.ts";
import type { PaceLimits } from "../../bot/delivery/pacer.ts";
import type { LocaleFiles } from "../../src/i18n/locale-files.ts";
import { createFakeTelegram, type FakeTelegram } from "./fake-telegram.ts";
import { createUpdateFactory, type UpdateFactory } from "./telegram-updates.ts";
import { createRacingTestApps, createTestApp, TEST_BOT_TOKEN, type TestHarness } from "./test-app.ts";

export interface BotHarness extends TestHarness, TelegramBot {
  readonly fake: FakeTelegram;
  readonly updates: UpdateFactory;
  /** Hands one update to the bot, as polling or the webhook would. */
  send(update: Update): Promise<void>;
}

export interface BotHarnessOptions {
  readonly env?: Record<string, string>;
  readonly throttle?: PaceLimits | false;
  /** The .ftl files the bot speaks from, instead of locales/. */
  readonly locales?: LocaleFiles;
}

/** The API and the bot over one in-memory core, talking to a fake Telegram; no network. */
export async function createBotHarness(t: TestContext, options: BotHarnessOptions = {}): Promise<BotHarness> {
  return botOver(t, await createTestApp(t, options.env), options);
}

/**
 * The bot harness, and a rival core over a connection of its own to the same
 * database (createRacingTestApps): a second worker built on it is another
 * process as far as the engine can tell.
 */
export async function createRacingBotHarness(t: TestContext, options: BotHarnessOptions = {}) {
  const harness = await createRacingTestApps(t, options.env);
  return { ...(await botOver(t, harness, options)), rival: harness.rival, tries: harness.tries };
}

async function botOver(
  t: TestContext,
  harness: TestHarness,
  options: BotHarnessOptions,
): Promise<BotHarness> {
  const fake = createFakeTelegram();
  const telegram = createBot(TEST_BOT_TOKEN, {
    core: harness.core,
    config: harness.config,
    logger: pino({ level: "silent" }),
    botInfo: fake.botInfo,
    fetch: fake.fetch,
    throttle: options.throttle ?? false,
    ...(options.locales ? { locales: options.locales } : {}),
    delivery: { workerId: "test-worker", webAppBaseUrl: harness.config.PUBLIC_BASE_URL },
  });
  t.after(() => telegram.delivery.stop());
  return {
    ...harness,
    ...telegram,
    fake,
    updates: createUpdateFactory(fake),
    send: (update) => telegram.bot.handleUpdate(update),
  };
}
