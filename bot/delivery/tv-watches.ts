import { logFailure } from "../../platform/logger.ts";
import type { Language } from "../i18n.ts";
import { createBotStorage } from "../storage.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import { type TvTarget, tvJob } from "./tv-job.ts";

/** What a chat watches on TV, as stored (so a restarted bot goes on editing it). */
export interface TvWatch {
  readonly gameId: string;
  readonly sessionId: string;
  /** The game whose featured games the chat follows; "" = any. */
  readonly pluginId: string;
  readonly language: Language;
}

/** The chats watching a game on TV, one game a chat. */
export interface TvWatches {
  /** Makes the chat watch `watch` (instead of what it watched) in a new message; settles once that is posted. */
  watch(chatId: string, watch: TvWatch): Promise<void>;
  /** Ends the chat's watch of `gameId`; false when it was not watching that game. */
  unwatch(chatId: string, gameId: string): Promise<boolean>;
  /** Queues an edit for each chat whose watched game has moved since its last one was queued. */
  check(): Promise<void>;
  /** Picks up the stored watches (after a restart) and brings each message up to date. */
  resume(): Promise<void>;
  /** Follows the change feed, and polls every `pollMs` for changes another process made without Redis. */
  start(): void;
  halt(): void;
}

const STORAGE = "tv";

/** What a TV job needs of one chat's watch: where to edit, as whom, and whether the chat still watches it. */
function tvTarget(
  chatId: string,
  watch: TvWatch,
  watching: () => boolean,
  forget: () => Promise<unknown>,
): TvTarget {
  return {
    chatId,
    gameId: watch.gameId,
    sessionId: watch.sessionId,
    viewer: { spectator: true },
    language: watch.language,
    pluginId: watch.pluginId,
    watching,
    ended: async () => {
      await forget();
    },
  };
}

/**
 * TV watches: a chat's message that follows a public game move by move, as a
 * spectator sees it. Edits go through the chat lanes as watch jobs, so they
 * wait behind played games. Each watch is stored under `tv:<chat>` in the
 * bot's storage and dropped when the game ends, the chat presses Stop, or it
 * watches another game.
 */
export function createTvWatches(deps: DeliveryDeps, pollMs: number): TvWatches {
  const { core, logger } = deps;
  const storage = createBotStorage<TvWatch>(core.messenger, STORAGE, core.now);
  const watches = new Map<string, TvWatch>();
  /** The version of each watched game that edits were last queued for. */
  const queued = new Map<string, number>();
  let unsubscribe: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function forget(chatId: string, gameId: string): Promise<boolean> {
    if (watches.get(chatId)?.gameId !== gameId) return false;
    watches.delete(chatId);
    core.chatWatchers.unwatch(chatId);
    await storage.delete(chatId);
    return true;
  }

  function show(chatId: string, watch: TvWatch, fresh = false): Promise<void> {
    const watching = () => watches.get(chatId)?.gameId === watch.gameId;
    const target = tvTarget(chatId, watch, watching, () => forget(chatId, watch.gameId));
    return deps.lanes.submit(tvJob(deps, target, fresh));
  }

  /** Queues the edits of one watched game when it has moved; a failed edit is retried by the next change or poll. */
  async function checkGame(gameId: string): Promise<void> {
    const game = await core.games.findGame(gameId).catch(() => undefined);
    if (game && queued.get(gameId) === game.version) return;
    if (game) queued.set(gameId, game.version);
    for (const [chatId, watch] of watches) {
      if (watch.gameId !== gameId) continue;
      show(chatId, watch).catch((error: unknown) => {
        queued.delete(gameId);
        logFailure(logger, error, { chatId, gameId }, "TV edit failed");
      });
    }
  }

  const watchedGames = () => new Set([...watches.values()].map((w) => w.gameId));

  async function check(): Promise<void> {
    const games = watchedGames();
    for (const gameId of queued.keys()) if (!games.has(gameId)) queued.delete(gameId);
    for (const gameId of games) await checkGame(gameId);
  }

  return {
    async watch(chatId, watch) {
      watches.set(chatId, watch);
      core.chatWatchers.watch(chatId, watch.sessionId);
      await storage.write(chatId, watch);
      await show(chatId, watch, true);
    },
    unwatch: forget,
    check,
    async resume() {
      for (const row of await core.messenger.listStorage(`${STORAGE}:`)) {
        const chatId = row.key.slice(STORAGE.length + 1);
        const watch = JSON.parse(row.value) as TvWatch;
        watches.set(chatId, watch);
        core.chatWatchers.watch(chatId, watch.sessionId);
      }
      await check();
    },
    start() {
      unsubscribe ??= core.changes.subscribe((change) => {
        if (change.game_id && watchedGames().has(change.game_id)) void checkGame(change.game_id);
      });
      timer ??= setInterval(() => {
        check().catch((error: unknown) => logFailure(logger, error, {}, "TV check failed"));
      }, pollMs);
      timer.unref();
    },
    halt() {
      unsubscribe?.();
      unsubscribe = undefined;
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
