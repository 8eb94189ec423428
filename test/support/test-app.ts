import type { TestContext } from "node:test";
import pino, { type Logger } from "pino";
import { type App, createApp } from "../../api/create-app.ts";
import { sharedCompilers } from "../../http/shared-compilers.ts";
import { createMetrics } from "../../platform/metrics.ts";
import { type Config, parseConfig } from "../../src/config.ts";
import { createCore } from "../../src/core.ts";
import type { Store } from "../../src/db/store.ts";
import { openTestStore, openTestStorePair } from "./test-store.ts";

export const TEST_BOT_TOKEN = "123456:TEST-token-for-the-fake-telegram-api-xx";
export const TEST_JWT_SECRET = "test-secret-test-secret-test-secret-0123456789";

/** A controllable clock: tests move time instead of sleeping. */
export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

/** A clock starting at a fixed instant. */
export function createTestClock(start = Date.parse("2026-11-22T12:00:00Z")): TestClock {
  let t = start;
  return {
    now: () => t,
    advance: (ms) => {
      t += ms;
    },
  };
}

export interface TestHarness {
  readonly app: App;
  readonly core: ReturnType<typeof createCore>;
  /** The store under the core, for tests that look at rows; adapters never get it. */
  readonly store: Store;
  readonly clock: TestClock;
  readonly config: Config;
}

/** How long closing a test's app may wait for its open connections. */
const APP_CLOSE_MS = 10_000;

/**
 * Closes the app; when it still waits for open connections after `ms` (a
 * response that never ends, such as an event stream that a browser opened
 * while the app closed), cuts them and fails, rather than hang the test.
 */
async function closeWithin(app: App, ms: number): Promise<void> {
  // In-memory channel sockets (app.injectWS) never answer a close handshake: cut them.
  for (const client of app.websocketServer.clients) client.terminate();
  const closing = app.close();
  let timer: NodeJS.Timeout | undefined;
  const late = await Promise.race([
    closing.then(() => false),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), ms);
    }),
  ]).finally(() => clearTimeout(timer));
  if (!late) return;
  app.server.closeAllConnections();
  await closing;
  throw new Error(
    `app.close() still waited for open connections after ${ms} ms (a response that never ended, such as an event stream opened while the app closed); they were cut`,
  );
}

/** The configuration every test app starts from, with `env` over it. */
export function testConfig(env: Record<string, string> = {}): Config {
  return parseConfig({ DATABASE_FILE: ":memory:", MESSENGER_BOT_TOKEN: TEST_BOT_TOKEN, ...env });
}

/**
 * Schema compilers shared by every test app of this process: each route's
 * schemas are compiled once per test process instead of once per test.
 */
const COMPILERS = sharedCompilers();

/** What a test needs to build a core and its API over a store. */
export interface TestAppParts {
  readonly config: Config;
  readonly store: Store;
  readonly clock: TestClock;
  readonly logger?: Logger;
  /** Pins the dice seed of every game (tests that compare rolls). */
  readonly newSeed?: () => string;
}

/** A core and its API over `store`, as one process builds them; the caller closes them. */
export async function buildTestApp({
  config,
  store,
  clock,
  logger = pino({ level: "silent" }),
  newSeed,
}: TestAppParts): Promise<{ app: App; core: ReturnType<typeof createCore> }> {
  const core = createCore({
    config,
    store,
    jwtSecret: TEST_JWT_SECRET,
    now: clock.now,
    ...(newSeed ? { newSeed } : {}),
    metrics: createMetrics(config.METRICS_ENABLED),
  });
  return { core, app: await createApp({ core, config, logger, compilers: COMPILERS }) };
}

/** Closes a test's app, cutting connections that outlive `APP_CLOSE_MS`. */
export async function closeTestApp(app: App): Promise<void> {
  for (const client of clientsOf.get(app) ?? []) await client();
  return closeWithin(app, APP_CLOSE_MS);
}

/** What a test opened against an app (a browser), closed before the app so nothing holds a stream open then. */
const clientsOf = new WeakMap<App, (() => Promise<void>)[]>();

/** Closes `close` (a browser on `app`) before `app` closes at the end of the test. */
export function closeBeforeApp(app: App, close: () => Promise<void>): void {
  clientsOf.set(app, [...(clientsOf.get(app) ?? []), close]);
}

/** An API over a fresh in-memory database, closed when the test ends. */
export async function createTestApp(
  t: TestContext,
  env: Record<string, string> = {},
  logger: Logger = pino({ level: "silent" }),
  /** Pins the dice seed of every game (tests that compare rolls). */
  newSeed?: () => string,
): Promise<TestHarness> {
  return appOver(t, await openTestStore(), env, logger, newSeed);
}

/** An API over `store`; the app and the store close when the test ends. */
async function appOver(
  t: TestContext,
  store: Store,
  env: Record<string, string>,
  logger: Logger = pino({ level: "silent" }),
  newSeed?: () => string,
): Promise<TestHarness> {
  const config = testConfig(env);
  const clock = createTestClock();
  const { app, core } = await buildTestApp({ config, store, clock, logger, ...(newSeed ? { newSeed } : {}) });
  t.after(async () => {
    try {
      await closeTestApp(app);
    } finally {
      await store.close();
    }
  });
  return { app, core, store, clock, config };
}

/**
 * A store that counts what it was asked to do, write units and reads outside
 * one (prepared, or built on its `db`): a side of a race that tried shows in
 * its count, also when it read the other's commit and found nothing left to
 * write.
 */
function countingTries(store: Store): { store: Store; count: () => number } {
  let tries = 0;
  const write: Store["write"] = (unit) => {
    tries++;
    return store.write(unit);
  };
  const all: Store["all"] = (query, params) => {
    tries++;
    return store.all(query, params);
  };
  const first: Store["first"] = (query, params) => {
    tries++;
    return store.first(query, params);
  };
  // A read built with kysely (`r.db...execute()`) counts when it takes the store's `db`.
  const counted: Store = {
    ...store,
    write,
    all,
    first,
    get db() {
      tries++;
      return store.db;
    },
  };
  return { store: counted, count: () => tries };
}

/**
 * An API, and a rival core on the same clock over a connection of its own to
 * the same database (another process, as far as the engine can tell:
 * openTestStorePair). `tries()` gives the write units and reads each side has
 * run so far, the app's first, so a test can show that both sides tried.
 */
export async function createRacingTestApps(t: TestContext, env: Record<string, string> = {}) {
  const [store, rivalStore] = await openTestStorePair();
  const mine = countingTries(store);
  const theirs = countingTries(rivalStore);
  const harness = await appOver(t, mine.store, env);
  const rival = createCore({
    config: harness.config,
    store: theirs.store,
    jwtSecret: TEST_JWT_SECRET,
    now: harness.clock.now,
    metrics: createMetrics(false),
  });
  return { ...harness, rival, tries: () => [mine.count(), theirs.count()] as const };
}

/** Parses a JSON response body. */
export function json<T = Record<string, unknown>>(res: { body: string }): T {
  return JSON.parse(res.body) as T;
}

/** Creates a guest and returns its Authorization header value. */
export async function guest(app: App, displayName?: string): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/auth/guest",
    payload: displayName ? { display_name: displayName } : {},
  });
  return `Guest ${json<{ guest_token: string }>(res).guest_token}`;
}

/** Sends an authenticated request. */
export function call(
  app: App,
  auth: string,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: auth, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
