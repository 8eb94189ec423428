import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Api } from "grammy";
import type { Logger } from "pino";
import type { Core } from "../../src/core.ts";
import { createBoardPhotos } from "./board-photos.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import type { GameMessageTarget } from "./game-message-target.ts";
import { createOutboxWorker, type OutboxWorker } from "./outbox-worker.ts";
import { type ShowResult, showGame } from "./show-game.ts";
import { type HoldResult, toggleHold } from "./toggle-hold.ts";

export interface DeliveryOptions {
  readonly api: Api;
  readonly core: Core;
  readonly logger: Logger;
  /** Unique per process: the outbox lease owner. */
  readonly workerId?: string;
  readonly leaseMs?: number;
  readonly pollMs?: number;
  readonly batchSize?: number;
  /** The https origin serving /play (PUBLIC_BASE_URL): private chats' game messages open it as a Mini App. */
  readonly webAppBaseUrl?: string | undefined;
}

/** The outbox worker, plus the game-message edits the bot's features make directly. */
export interface Delivery extends OutboxWorker {
  showGame(target: GameMessageTarget, resend?: boolean): Promise<ShowResult>;
  toggleHold(target: GameMessageTarget, version: number, die: number): Promise<HoldResult>;
  readonly workerId: string;
}

/**
 * Delivers the outbox to Telegram: edits each chat's game message in place
 * after every change (from any channel) and posts join, leave and host
 * notices. Rows are leased, so a crashed worker's rows are picked up by the
 * next one; a per-message lease and the stored shown version make each
 * message show each version once, even with two processes on one file.
 */
export function createDelivery(options: DeliveryOptions): Delivery {
  const deps: DeliveryDeps = {
    api: options.api,
    core: options.core,
    logger: options.logger,
    owner: options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`,
    leaseMs: options.leaseMs ?? 60_000,
    photos: createBoardPhotos(),
    webAppBaseUrl: options.webAppBaseUrl,
  };
  return {
    ...createOutboxWorker(deps, { pollMs: options.pollMs ?? 500, batchSize: options.batchSize ?? 25 }),
    showGame: (target, resend) => showGame(deps, target, resend),
    toggleHold: (target, version, die) => toggleHold(deps, target, version, die),
    workerId: deps.owner,
  };
}
