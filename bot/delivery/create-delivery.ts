import type { Api } from "grammy";
import type { Logger } from "pino";
import { logFailure } from "../../platform/logger.ts";
import type { Core } from "../../src/core.ts";
import { createTranslators, type Translators } from "../i18n.ts";
import { boardJob } from "./board-job.ts";
import { createBoardPhotos } from "./board-photos.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import type { GameMessageTarget } from "./game-message-target.ts";
import { createLanes, type Lanes } from "./lanes.ts";
import { createOutboxWorker, type OutboxWorker } from "./outbox-worker.ts";
import type { Pacer } from "./pacer.ts";
import { type HoldResult, type HoldTarget, toggleHold } from "./toggle-hold.ts";
import { createTvWatches, type TvWatches } from "./tv-watches.ts";

export interface DeliveryOptions {
  /** A client without throttle or auto-retry: the lanes pace it. */
  readonly api: Api;
  readonly core: Core;
  readonly logger: Logger;
  readonly pacer: Pacer;
  /** The bot's words; read from locales/ when not given. */
  readonly translators?: Translators;
  /** The lease owner at the messenger; its default (host and process id) suits one worker per process. */
  readonly workerId?: string;
  readonly pollMs?: number;
  readonly batchSize?: number;
  /** The https origin serving /play (PUBLIC_BASE_URL): private chats' game messages open it as a Mini App. */
  readonly webAppBaseUrl?: string | undefined;
  /** Lane jobs running at once. */
  readonly concurrency?: number;
  /** How often watched games are checked for moves the change feed did not announce (another process without Redis). */
  readonly tvPollMs?: number;
}

/** The outbox worker, plus the game-message edits the bot's features make directly. */
export interface Delivery extends OutboxWorker {
  /** Queues a chat's board in its lane and waits until it is shown (or sent anew with `resend`). */
  showGame(target: GameMessageTarget, resend?: boolean): Promise<void>;
  toggleHold(target: HoldTarget, version: number, die: number): Promise<HoldResult>;
  /** The chats watching a public game on TV; a started worker picks up the stored ones and follows their moves. */
  readonly tv: TvWatches;
  readonly lanes: Lanes;
  readonly workerId: string;
}

/**
 * Delivers the outbox to Telegram through one lane per chat: edits each
 * chat's game message in place after every change (from any channel) and
 * posts join, leave and host notices. The messenger's desk leases notices
 * and board messages (and retries failures); the lanes pace Telegram.
 */
export function createDelivery(options: DeliveryOptions): Delivery {
  const lanes = createLanes({
    pacer: options.pacer,
    now: options.core.now,
    logger: options.logger,
    concurrency: options.concurrency ?? 16,
  });
  const { metrics, messenger } = options.core;
  metrics.botLaneWaitingChats(() => lanes.waitingChats);
  metrics.outboxPending(async () => (await messenger.outboxBacklog()).pending);
  metrics.outboxOldestAge(async () => (await messenger.outboxBacklog()).oldestAgeSeconds);
  const deps: DeliveryDeps = {
    api: options.api,
    core: options.core,
    logger: options.logger,
    desk: messenger.openDesk(options.workerId === undefined ? {} : { owner: options.workerId }),
    photos: createBoardPhotos(),
    webAppBaseUrl: options.webAppBaseUrl,
    lanes,
    translators: options.translators ?? createTranslators(),
  };
  const worker = createOutboxWorker(deps, {
    pollMs: options.pollMs ?? 500,
    batchSize: options.batchSize ?? 100,
  });
  const tv = createTvWatches(deps, options.tvPollMs ?? 2000);
  return {
    async drain() {
      const taken = await worker.drain();
      await tv.check();
      await lanes.drain();
      return taken;
    },
    start() {
      worker.start();
      tv.start();
      tv.resume().catch((error: unknown) => logFailure(options.logger, error, {}, "TV watches not resumed"));
    },
    async stop() {
      tv.halt();
      await worker.stop();
    },
    tv,
    showGame: (target, resend) => lanes.submit(boardJob(deps, target, resend)),
    toggleHold: (target, version, die) => toggleHold(deps, target, version, die),
    lanes,
    workerId: deps.desk.owner,
  };
}
