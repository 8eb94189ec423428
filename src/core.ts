import { createHmac } from "node:crypto";
import { createFailureLimiter } from "../platform/auth/failure-limiter.ts";
import { createMetrics, type Metrics } from "../platform/metrics.ts";
import { createMemoryCounter, type WindowCounter } from "../platform/net/window-counter.ts";
import { projectFile } from "../platform/project-files.ts";
import { createAccessTokenSigner } from "./auth/access-tokens.ts";
import { createAuthService } from "./auth/auth-service.ts";
import { createClockService } from "./clocks/clock-service.ts";
import type { Config } from "./config.ts";
import type { Store } from "./db/store.ts";
import { timeWrites } from "./db/timed-store.ts";
import { createLiveHub, type LiveHubDeps } from "./live/live-hub.ts";
import { createLocalPresence, type SharedPresence } from "./live/shared-presence.ts";
import { createStreamTickets } from "./live/stream-tickets.ts";
import { createMatchmakingService } from "./matchmaking/matchmaking-service.ts";
import { createMessenger } from "./messenger/messenger.ts";
import { newDiceSeed } from "./model/play-deps.ts";
import { gameObservers } from "./observability/game-observers.ts";
import { createReadinessChecks, watchStoreHealth } from "./observability/readiness.ts";
import { createBoardImages } from "./play/board-images.ts";
import { createGameImages } from "./play/game-images.ts";
import { createGameService } from "./play/game-service.ts";
import { createPrivacyService } from "./privacy/privacy-service.ts";
import { createRatingService } from "./ratings/rating-service.ts";
import { createBoardRenderer } from "./render/render-board.ts";
import { createRenderCache } from "./render/render-cache.ts";
import { createSessionService } from "./sessions/session-service.ts";
import { createTournamentService } from "./tournaments/tournament-service.ts";

export interface CoreDeps {
  readonly config: Config;
  readonly store: Store;
  readonly jwtSecret: string;
  /** Milliseconds since the epoch; injected so tests control time. */
  readonly now?: () => number;
  /** Dice seed source; tests pin it to replay games. */
  readonly newSeed?: () => string;
  /** Counters of the login failure limit and the request rate limits (Redis with REDIS_URL); in memory by default. */
  readonly counter?: WindowCounter;
  /** Who has a live stream open on other processes (Redis with REDIS_URL); none by default. */
  readonly presence?: SharedPresence;
  /** The process's Prometheus series; the adapters over this core report into it too. A registry of its own when unset. */
  readonly metrics?: Metrics;
}

export type { HealthCheck } from "./observability/readiness.ts";

export type Core = ReturnType<typeof createCore>;

/**
 * Wires the services both channels share; the API and the bot are adapters
 * over this, and never receive the store: every read and write they need is a
 * use case here.
 */
export function createCore({
  config,
  store: untimed,
  jwtSecret,
  now = Date.now,
  newSeed,
  counter = createMemoryCounter(),
  presence = createLocalPresence(),
  metrics = createMetrics(),
}: CoreDeps) {
  const store = metrics.enabled ? timeWrites(untimed, metrics.dbTransactionDuration) : untimed;
  const auth = createAuthService({
    store,
    now,
    signer: createAccessTokenSigner(jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS),
    limiter: createFailureLimiter(counter, config.LOGIN_MAX_FAILURES, config.LOGIN_FAILURE_WINDOW_SECONDS),
    refreshTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
    guestTtlSeconds: config.GUEST_TOKEN_TTL_SECONDS,
    botToken: config.MESSENGER_BOT_TOKEN,
    messengerMaxAgeSeconds: config.MESSENGER_AUTH_MAX_AGE_SECONDS,
  });
  const sessions = createSessionService({ store, now });
  const observers = gameObservers(metrics);
  const games = createGameService({ store, now, ...(newSeed ? { newSeed } : {}), ...observers });
  const clocks = createClockService({ store, now, observeClock: observers.observeClock });
  const ratings = createRatingService({ store, now });
  const privacy = createPrivacyService({
    store,
    now,
    secret: createHmac("sha256", jwtSecret).update("player-erasures").digest("hex"),
    onErased: auth.forgetUser,
  });
  const tournaments = createTournamentService({ store, now, newSeed });
  const matchmaking = createMatchmakingService({ store, now, newSeed: newSeed ?? newDiceSeed });
  const images = createBoardImages({
    renderer: createBoardRenderer({ fontDir: projectFile("data/fonts/") }),
    cache: createRenderCache({ maxBytes: config.RENDER_CACHE_MAX_BYTES }),
    // A key of its own, derived so one configured secret is enough.
    urlSecret: createHmac("sha256", jwtSecret).update("signed-media-urls").digest("hex"),
  });

  const boards = createGameImages(store, images);

  const streamTickets = createStreamTickets(
    createHmac("sha256", jwtSecret).update("stream-tickets").digest("hex"),
    now,
    counter,
  );

  watchStoreHealth(metrics, store);

  /** Closes the shared counters and presence, then the store. */
  async function close(): Promise<void> {
    await counter.close();
    await presence.close();
    await store.close();
  }

  return {
    now,
    /** The chat door: views, notices and board messages for chat adapters, every write in a write unit. */
    messenger: createMessenger({ store, boards: images, now }),
    /** Commits announced by every process sharing the change feed (computer players wake on them). */
    changes: store.changes,
    /** A live hub over this core's store and presence, for one HTTP app's event streams. */
    openLiveHub: (options: Omit<LiveHubDeps, "store" | "presence">) =>
      createLiveHub({ store, presence, ...options }),
    auth,
    sessions,
    games,
    /** Stand-ins, vacations, timeouts and reminders. */
    clocks,
    ratings,
    /** A player's export and erasure, and the guest retention sweep. */
    privacy,
    tournaments,
    matchmaking,
    boards,
    streamTickets,
    counter,
    presence,
    metrics,
    /** Readiness checks: the database (its detail names the engine) answers and every migration is applied. */
    checkHealth: createReadinessChecks(store, counter),
    close,
  };
}
