import type { Logger } from "pino";
import { startBackupSchedule } from "../platform/backup/backup-schedule.ts";
import { loadOrCreateJwtSecret } from "../platform/jwt-secret.ts";
import { logFailure } from "../platform/logger.ts";
import { createMetrics } from "../platform/metrics.ts";
import { createMemoryCounter, createRedisCounter } from "../platform/net/window-counter.ts";
import { projectFile } from "../platform/project-files.ts";
import { createRedisChangeFeed } from "./changes/redis-change-feed.ts";
import { startComputerPlayers } from "./computers/computer-players.ts";
import type { Config } from "./config.ts";
import { createRedisElection, createSoloElection, type Election } from "./coordination/leader.ts";
import { type Core, createCore } from "./core.ts";
import { createLocalChangeFeed } from "./db/change-feed.ts";
import { migrateToLatest, openConfiguredStore } from "./db/open-database.ts";
import { createRedisPresence } from "./live/redis-presence.ts";
import { startMatchmaker } from "./matchmaking/matchmaking-worker.ts";
import { startTournamentWorker } from "./tournaments/tournament-worker.ts";

/**
 * What every process entry (`main.ts`, `api/main.ts`, `bot/main.ts`,
 * `storefront/main.ts`) does the same way once its config is parsed
 * (`loadConfigOrExit` in platform/load-config.ts): open the core, and shut
 * down in order on SIGINT/SIGTERM.
 */

/**
 * Opens the game database (SQLite, or PostgreSQL with DATABASE_URL) with its
 * change feed (across processes through Redis with REDIS_URL), applies
 * pending migrations and builds the shared core, whose rate-limit counters
 * and live presence are shared through Redis too with REDIS_URL.
 */
export async function openCore(config: Config, logger: Logger): Promise<Core> {
  const changes = config.REDIS_URL
    ? createRedisChangeFeed(config.REDIS_URL, logger, config.REDIS_NAMESPACE)
    : createLocalChangeFeed((error) => logger.error({ err: error }, "change listener failed"));
  const store = openConfiguredStore(config, {
    changes,
    onConnectionLost: (error) =>
      logger.warn({ err: error }, "a database connection was lost; it reconnects on use"),
  });
  await migrateToLatest(store);
  return createCore({
    config,
    store,
    jwtSecret: config.JWT_SECRET ?? loadOrCreateJwtSecret(config.DATA_DIR),
    counter: config.REDIS_URL
      ? createRedisCounter(config.REDIS_URL, logger, { prefix: `${config.REDIS_NAMESPACE}:limit:` })
      : createMemoryCounter(),
    ...(config.REDIS_URL
      ? { presence: createRedisPresence(config.REDIS_URL, logger, { namespace: config.REDIS_NAMESPACE }) }
      : {}),
    metrics: createMetrics(config.METRICS_ENABLED),
  });
}

/** Who runs the one-process jobs: a Redis lease per job with REDIS_URL, else this process. */
export function openElection(config: Config, logger: Logger): Election {
  return config.REDIS_URL
    ? createRedisElection(config.REDIS_URL, logger, { namespace: config.REDIS_NAMESPACE })
    : createSoloElection(logger);
}

/** Applies turn timeouts as they fall due (deadlines live in the database); returns the stop function. */
export function startTurnSweeper(core: Core, logger: Logger): () => void {
  const sweeper = setInterval(() => {
    core.clocks.expireDueTurns().catch((error) => logFailure(logger, error, {}, "turn sweep failed"));
  }, 1000);
  sweeper.unref();
  return () => clearInterval(sweeper);
}

/**
 * Queues the private turn reminders: timed turns at 50 and 90 per cent of
 * their time, untimed ones after TURN_REMINDER_MINUTES; returns the stop function.
 */
export function startTurnReminders(core: Core, config: Config, logger: Logger): () => void {
  const sweeper = setInterval(() => {
    core.clocks
      .remindWaitingTurns(config.TURN_REMINDER_MINUTES)
      .catch((error) => logFailure(logger, error, {}, "turn reminder sweep failed"));
    core.clocks.remindClocks().catch((error) => logFailure(logger, error, {}, "clock reminder sweep failed"));
  }, 15_000);
  sweeper.unref();
  return () => clearInterval(sweeper);
}

/**
 * Moves the computer players: woken by the change feed (every process's
 * changes with REDIS_URL), with a sweep every 5 s as the safety net; returns
 * the stop function. Run it under the election, so one process moves them.
 */
export function startComputerMoves(core: Core, config: Config, logger: Logger): () => void {
  return startComputerPlayers({
    changes: core.changes,
    playTurn: core.computers.playTurn,
    listGames: core.computers.listGames,
    seatsComputer: core.computers.seatsComputer,
    delayMs: config.COMPUTER_MOVE_DELAY_MS,
    sweepMs: 5000,
    onError: (error, gameId) => logFailure(logger, error, { gameId }, "computer move failed"),
  });
}

/**
 * Advances tournaments: woken by changes to their games (every process's
 * with REDIS_URL) and swept every 10 s for deadlines, scheduled starts and
 * an arena's end; returns the stop function. Run it under the election;
 * each advance is exactly once anyway.
 */
export function startTournaments(core: Core, logger: Logger): () => void {
  return startTournamentWorker({
    changes: core.changes,
    advance: core.tournaments.advance,
    tournamentOfGame: core.tournaments.tournamentOfGame,
    listDue: core.tournaments.listDue,
    sweepMs: 10_000,
    onError: (error, tournamentId) => logFailure(logger, error, { tournamentId }, "tournament step failed"),
  });
}

/** Queues last month's league tables (checked hourly, posted once per chat and game); returns the stop function. */
export function startLeaguePosts(core: Core, logger: Logger): () => void {
  const post = () =>
    core.ratings.queueLeaguePosts().catch((error) => logFailure(logger, error, {}, "league posts failed"));
  const timer = setInterval(post, 3_600_000);
  timer.unref();
  void post();
  return () => clearInterval(timer);
}

/**
 * Erases guest accounts unseen for GUEST_RETENTION_DAYS, checked daily (and
 * at the lead's start); returns the stop function. Each erasure is once
 * anyway: an erased account is never erased again.
 */
export function startGuestRetention(core: Core, config: Config, logger: Logger): () => void {
  const sweep = () =>
    core.privacy
      .eraseIdleGuests(config.GUEST_RETENTION_DAYS)
      .catch((error) => logFailure(logger, error, {}, "guest retention sweep failed"));
  const timer = setInterval(sweep, 86_400_000);
  timer.unref();
  void sweep();
  return () => clearInterval(timer);
}

/** Every job one process runs at a time when several share a database (REDIS_URL elects it). */
export function leadJobs(election: Election, core: Core, config: Config, logger: Logger): void {
  election.lead("turn-sweeper", () => startTurnSweeper(core, logger));
  election.lead("turn-reminders", () => startTurnReminders(core, config, logger));
  election.lead("computer-players", () => startComputerMoves(core, config, logger));
  election.lead("backups", () => startScheduledBackups(core, config, logger));
  election.lead("tournaments", () => startTournaments(core, logger));
  election.lead("matchmaking", () => startMatchmaking(core, logger));
  election.lead("league-posts", () => startLeaguePosts(core, logger));
  election.lead("guest-retention", () => startGuestRetention(core, config, logger));
}

/** Matches quick-play tickets four times a second; returns the stop function. Run it under the election. */
export function startMatchmaking(core: Core, logger: Logger): () => void {
  return startMatchmaker({
    matchWaiting: core.matchmaking.matchWaiting,
    everyMs: 250,
    onError: (error) => logFailure(logger, error, {}, "quick-play matching failed"),
  });
}

/**
 * Scheduled backups (BACKUP_DIR and BACKUP_INTERVAL_MINUTES): the backup
 * command (`dist/scripts/backup.js`, built with the processes) every
 * interval, in a process of its own; returns the stop function, or none
 * when they are off. Run it under the election, so one process backs up.
 */
export function startScheduledBackups(core: Core, config: Config, logger: Logger): () => Promise<void> {
  if (!config.BACKUP_DIR || !config.BACKUP_INTERVAL_MINUTES) return async () => {};
  return startBackupSchedule(
    {
      dir: config.BACKUP_DIR,
      intervalMs: config.BACKUP_INTERVAL_MINUTES * 60_000,
      keep: config.BACKUP_KEEP,
      command: [process.execPath, projectFile("dist/scripts/backup.js")],
    },
    core.metrics,
    logger,
  );
}
