import { createHmac } from "node:crypto";
import { createFailureLimiter } from "../platform/auth/failure-limiter.ts";
import { createMetrics, type Metrics } from "../platform/metrics.ts";
import { createMemoryCounter, type WindowCounter } from "../platform/net/window-counter.ts";
import { projectFile } from "../platform/project-files.ts";
import { createAccessTokenSigner } from "./auth/access-tokens.ts";
import { createAuthService } from "./auth/auth-service.ts";
import { createClockService } from "./clocks/clock-service.ts";
import { createComputerService } from "./computers/computer-service.ts";
import type { Config } from "./config.ts";
import type { Store } from "./db/store.ts";
import { timeWrites } from "./db/timed-store.ts";
import { type BoardImages, createBoardImages } from "./images/board-images.ts";
import { createGameImages } from "./images/game-images.ts";
import { createChatWatchers } from "./live/chat-watchers.ts";
import { countSpectators } from "./live/live-channel.ts";
import { createLiveHub, type LiveHub, type LiveHubDeps } from "./live/live-hub.ts";
import { createPresenceSources } from "./live/presence-sources.ts";
import { createLocalPresence, type SharedPresence } from "./live/shared-presence.ts";
import { createStreamTickets } from "./live/stream-tickets.ts";
import { createMatchmakingService } from "./matchmaking/matchmaking-service.ts";
import { createMessenger } from "./messenger/messenger.ts";
import { newDiceSeed, type PlayDeps } from "./model/play-deps.ts";
import type { SpectatorCount } from "./model/spectator-count.ts";
import type { UseCaseDeps } from "./model/use-case-deps.ts";
import { gameObservers } from "./observability/game-observers.ts";
import { createReadinessChecks, watchStoreHealth } from "./observability/readiness.ts";
import { createGameService } from "./play/game-service.ts";
import { createPrivacyService } from "./privacy/privacy-service.ts";
import { createProofService } from "./proofs/proof-service.ts";
import { createRatingService } from "./ratings/rating-service.ts";
import { createBoardRenderer } from "./render/render-board.ts";
import { createRenderCache } from "./render/render-cache.ts";
import { createSessionService } from "./sessions/session-service.ts";
import type { TableLimit } from "./sessions/table-limit.ts";
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

/** A key of its own for one `purpose`, derived so one configured secret is enough. */
function derivedKey(secret: string, purpose: string): string {
  return createHmac("sha256", secret).update(purpose).digest("hex");
}

/** Accounts and credentials, with the configured lifetimes and the login failure limit. */
function authServiceOf(config: Config, deps: UseCaseDeps, jwtSecret: string, counter: WindowCounter) {
  return createAuthService({
    ...deps,
    signer: createAccessTokenSigner(jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS),
    limiter: createFailureLimiter(counter, config.LOGIN_MAX_FAILURES, config.LOGIN_FAILURE_WINDOW_SECONDS),
    refreshTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
    guestTtlSeconds: config.GUEST_TOKEN_TTL_SECONDS,
    botToken: config.MESSENGER_BOT_TOKEN,
    messengerMaxAgeSeconds: config.MESSENGER_AUTH_MAX_AGE_SECONDS,
  });
}

/** Board images drawn with the bundled font, cached, and signed for URLs with a key of their own. */
function boardImagesOf(config: Config, jwtSecret: string): BoardImages {
  return createBoardImages({
    renderer: createBoardRenderer({ fontDir: projectFile("data/fonts/") }),
    cache: createRenderCache({ maxBytes: config.RENDER_CACHE_MAX_BYTES }),
    urlSecret: derivedKey(jwtSecret, "signed-media-urls"),
  });
}

/** The use cases, one service per concern, over one store and clock. */
function useCasesOf(
  play: PlayDeps,
  metrics: Metrics,
  jwtSecret: string,
  onErased: (userId: string) => void,
  tables: TableLimit,
  spectators: SpectatorCount,
) {
  const observers = gameObservers(metrics);
  return {
    sessions: createSessionService(play, tables),
    /** Start, act, read and rematch games. */
    games: createGameService({ ...play, ...observers, spectators }),
    /** Stand-ins, vacations, timeouts and reminders. */
    clocks: createClockService({ ...play, observeClock: observers.observeClock, spectators }),
    /** The computer players' moves, for the worker that wakes them. */
    computers: createComputerService(play),
    /** A finished game's replay and export file. */
    proofs: createProofService(play.store),
    ratings: createRatingService(play),
    /** A player's export and erasure, and the guest retention sweep. */
    privacy: createPrivacyService({ ...play, secret: derivedKey(jwtSecret, "player-erasures"), onErased }),
    tournaments: createTournamentService(play),
    matchmaking: createMatchmakingService(play),
  };
}

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
  newSeed = newDiceSeed,
  counter = createMemoryCounter(),
  presence = createLocalPresence(),
  metrics = createMetrics(),
}: CoreDeps) {
  const store = metrics.enabled ? timeWrites(untimed, metrics.dbTransactionDuration) : untimed;
  const auth = authServiceOf(config, { store, now }, jwtSecret, counter);
  const images = boardImagesOf(config, jwtSecret);
  watchStoreHealth(metrics, store);
  const hubs = new Set<LiveHub>();
  // The hubs' streams and the bot's chat TVs hold watchers side by side in one presence.
  const sources = createPresenceSources(presence);
  const counting = sources.source();
  // The first hub counts (an API process opens one); without one, only other holders' watchers are seen.
  const spectators: SpectatorCount = async (sessionId, seated) => {
    const [hub] = hubs;
    return hub
      ? hub.spectators(sessionId, seated)
      : countSpectators(undefined, await counting.elsewhere(sessionId), seated);
  };
  return {
    now,
    /** The chat door: views, notices and board messages for chat adapters, every write in a write unit. */
    messenger: createMessenger({ store, boards: images, now }),
    /** Commits announced by every process sharing the change feed (computer players wake on them). */
    changes: store.changes,
    /** A live hub over this core's store and presence, for one HTTP app's event streams. */
    openLiveHub: (options: Omit<LiveHubDeps, "store" | "presence">): LiveHub => {
      const hub = createLiveHub({ store, presence: sources.source(), ...options });
      hubs.add(hub);
      return {
        ...hub,
        close: () => {
          hubs.delete(hub);
          hub.close();
        },
      };
    },
    auth,
    ...useCasesOf(
      { store, now, newSeed },
      metrics,
      jwtSecret,
      auth.forgetUser,
      { counter, perHour: config.TABLES_PER_HOUR_MAX },
      spectators,
    ),
    /** Board images by game id, and tournament standings. */
    boards: createGameImages(store, images, spectators),
    /** Chats watching a public game on TV, counted among its spectators (the bot's `/tv`). */
    chatWatchers: createChatWatchers(sources.source()),
    streamTickets: createStreamTickets(derivedKey(jwtSecret, "stream-tickets"), now, counter),
    counter,
    presence,
    metrics,
    /** Readiness checks: the database (its detail names the engine) answers and every migration is applied. */
    checkHealth: createReadinessChecks(store, counter),
    /** Closes the shared counters and presence, then the store. */
    close: async (): Promise<void> => {
      await counter.close();
      await presence.close();
      await store.close();
    },
  };
}
