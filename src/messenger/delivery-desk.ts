import * as claims from "../db/repositories/delivery-claim-repository.ts";
import * as messages from "../db/repositories/game-message-repository.ts";
import * as outbox from "../db/repositories/outbox-repository.ts";
import type { Store } from "../db/store.ts";
import type { BoardImages } from "../images/board-images.ts";
import {
  type BoardKey,
  type BoardLease,
  type BoardShown,
  type BoardTarget,
  toBoardMessage,
} from "./board-message.ts";
import { loadChatView } from "./chat-view.ts";
import { DELIVERY_POLICY, defaultOwner, messageOf, retryDelayMs } from "./delivery-policy.ts";
import { createDeskUpkeep } from "./desk-upkeep.ts";
import { readNotice, type TakenNotice } from "./taken-notice.ts";

export interface DeskOptions {
  /** The lease owner, unique per worker: host and process id by default. */
  readonly owner?: string;
  /** How long leases run; the messenger's policy by default (tests stretch it). */
  readonly leaseMs?: number;
}

/** How a taken notice's sends ended: all delivered, or one failed (it is retried later). */
export type NoticeOutcome = { readonly delivered: true } | { readonly failed: unknown };

/**
 * One delivery worker's place at the messenger: the notices it takes and
 * settles, and the board messages it leases, all under its owner id.
 */
export interface DeliveryDesk {
  readonly owner: string;
  /** Leases up to `limit` due notices, oldest first, each read once against its schema; an unreadable one is failed for a later try. */
  takeNotices(limit: number): Promise<TakenNotice[]>;
  /** Marks a taken notice delivered, or failed: then it waits for its retry, longer after each failure. */
  settleNotice(notice: TakenNotice, outcome: NoticeOutcome): Promise<void>;
  /** Claims one send of a notice (`sendKey`: a chat, or an action in a chat); false when it was sent already. */
  claimSend(noticeId: number, sendKey: string): Promise<boolean>;
  /** Gives a send claim back after the send failed, so the retry sends it. */
  releaseSend(noticeId: number, sendKey: string): Promise<void>;
  /** Leases a chat's board message (made on first use) with the game as its chat sees it now; undefined while another worker holds it. */
  leaseBoard(target: BoardTarget): Promise<BoardLease | undefined>;
  /** Records what a leased board message now shows, and frees it. */
  showBoard(key: BoardKey, shown: BoardShown): Promise<void>;
  /** Frees a leased board message without recording anything. */
  releaseBoard(key: BoardKey): Promise<void>;
  /** The worker's chores when due (recovering, renewing the leases of `noticesInHand`, heartbeat, pruning); call it every loop. */
  upkeep(noticesInHand: readonly number[]): Promise<void>;
}

export interface DeskDeps {
  readonly store: Store;
  readonly boards: BoardImages;
  readonly now: () => number;
}

/** Opens a delivery worker's desk; its leases, back-off and chores follow the messenger's policy. */
export function openDeliveryDesk({ store, boards, now }: DeskDeps, options: DeskOptions = {}): DeliveryDesk {
  const owner = options.owner ?? defaultOwner();
  const leaseMs = options.leaseMs ?? DELIVERY_POLICY.leaseMs;
  const write = store.write.bind(store);
  const fail = (id: number, error: unknown, attempts: number) =>
    write((tx) => outbox.markOutboxFailed(tx, id, messageOf(error), now(), retryDelayMs(attempts)));

  return {
    owner,
    async takeNotices(limit) {
      const rows = await write((tx) => outbox.claimOutbox(tx, owner, now(), leaseMs, limit));
      const taken: TakenNotice[] = [];
      for (const row of rows) {
        try {
          taken.push(readNotice(row));
        } catch (error) {
          await fail(row.id, error, row.attempts);
        }
      }
      return taken;
    },
    settleNotice: (notice, outcome) =>
      "delivered" in outcome
        ? write((tx) => outbox.markOutboxDelivered(tx, notice.id, now()))
        : fail(notice.id, outcome.failed, notice.attempts),
    claimSend: (noticeId, sendKey) => write((tx) => claims.claimNotice(tx, noticeId, sendKey, now())),
    releaseSend: (noticeId, sendKey) => write((tx) => claims.releaseNotice(tx, noticeId, sendKey)),
    async leaseBoard(target) {
      const row = await write((tx) => messages.leaseGameMessage(tx, target, owner, now(), leaseMs));
      if (!row) return undefined;
      try {
        const view = await loadChatView(store, boards, target.gameId, target.viewer);
        return { message: toBoardMessage(row), view };
      } catch (error) {
        await write((tx) => messages.releaseGameMessage(tx, target, owner));
        throw error;
      }
    },
    showBoard: (key, shown) => write((tx) => messages.recordGameMessageShown(tx, key, shown, now())),
    releaseBoard: (key) => write((tx) => messages.releaseGameMessage(tx, key, owner)),
    upkeep: createDeskUpkeep(store, now, owner, leaseMs),
  };
}
