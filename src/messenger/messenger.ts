import type { GameMessageRow } from "../db/messenger-schema.ts";
import * as storage from "../db/repositories/bot-storage-repository.ts";
import * as languages from "../db/repositories/chat-language-repository.ts";
import * as claims from "../db/repositories/delivery-claim-repository.ts";
import type { GameMessageKey } from "../db/repositories/game-message-repository.ts";
import * as messages from "../db/repositories/game-message-repository.ts";
import * as outbox from "../db/repositories/outbox-repository.ts";
import { findSession } from "../db/repositories/session-repository.ts";
import type { GameRow, OutboxRow } from "../db/schema.ts";
import type { Store } from "../db/store.ts";
import { listChatAudience } from "./audience.ts";
import { type ChatViewer, loadChatView } from "./chat-view.ts";
import { listSeatedComputers } from "./seated-computers.ts";
import { countSeatsLeft } from "./seats-left.ts";

export type Messenger = ReturnType<typeof createMessenger>;

/**
 * The messenger channel's door to the core: what the bot reads (chat views,
 * audiences, seats) and the delivery bookkeeping it keeps (update and notice
 * claims, game messages, the outbox, chat languages, its storage). Every
 * write runs in a write unit of the store; the bot never holds the store.
 */
export function createMessenger(store: Store) {
  const write = store.write.bind(store);
  return {
    /** Commits announced by every process sharing the change feed. */
    subscribeChanges: (listener: () => void) => store.changes.subscribe(listener),

    loadChatView: (gameId: string, viewer: ChatViewer) => loadChatView(store, gameId, viewer),
    listChatAudience: (sessionId: string) => listChatAudience(store, sessionId),
    countSeatsLeft: (sessionId: string) => countSeatsLeft(store, sessionId),
    listSeatedComputers: (sessionId: string) => listSeatedComputers(store, sessionId),
    findSession: (sessionId: string) => findSession(store, sessionId),

    claimUpdate: (updateId: number, nowMs: number) => write((tx) => claims.claimUpdate(tx, updateId, nowMs)),
    releaseUpdate: (updateId: number) => write((tx) => claims.releaseUpdate(tx, updateId)),
    claimNotice: (outboxId: number, chatId: string, nowMs: number) =>
      write((tx) => claims.claimNotice(tx, outboxId, chatId, nowMs)),
    releaseNotice: (outboxId: number, chatId: string) =>
      write((tx) => claims.releaseNotice(tx, outboxId, chatId)),
    pruneDeliveryClaims: (olderThanMs: number) => write((tx) => claims.pruneDeliveryClaims(tx, olderThanMs)),

    saveChatLanguage: (chatId: string, language: string, nowMs: number) =>
      write((tx) => languages.saveChatLanguage(tx, chatId, language, nowMs)),
    chatLanguages: (chatIds: readonly string[]) => languages.chatLanguages(store, chatIds),

    findGameMessage: (key: GameMessageKey) => messages.findGameMessage(store, key),
    leaseGameMessage: (
      key: GameMessageKey & { readonly sessionId: string },
      owner: string,
      nowMs: number,
      leaseMs: number,
    ) => write((tx) => messages.leaseGameMessage(tx, key, owner, nowMs, leaseMs)),
    recordGameMessageShown: (
      key: GameMessageKey,
      shown: { readonly messageId: number; readonly version: number; readonly paused: boolean },
      nowMs: number,
    ) => write((tx) => messages.recordGameMessageShown(tx, key, shown, nowMs)),
    releaseGameMessage: (key: GameMessageKey, owner: string) =>
      write((tx) => messages.releaseGameMessage(tx, key, owner)),
    renewGameMessageLeases: (owner: string, nowMs: number, leaseMs: number) =>
      write((tx) => messages.renewGameMessageLeases(tx, owner, nowMs, leaseMs)),
    releaseGameMessageLeases: (owner: string) => write((tx) => messages.releaseGameMessageLeases(tx, owner)),
    saveHoldMask: (key: GameMessageKey, version: number, mask: number) =>
      write((tx) => messages.saveHoldMask(tx, key, version, mask)),

    claimOutbox: (worker: string, nowMs: number, leaseMs: number, limit: number) =>
      write((tx) => outbox.claimOutbox(tx, worker, nowMs, leaseMs, limit)),
    renewOutboxLeases: (worker: string, ids: readonly number[], untilMs: number) =>
      write((tx) => outbox.renewOutboxLeases(tx, worker, ids, untilMs)),
    releaseOutboxLeases: (worker: string) => write((tx) => outbox.releaseOutboxLeases(tx, worker)),
    markOutboxDelivered: (id: number, nowMs: number) =>
      write((tx) => outbox.markOutboxDelivered(tx, id, nowMs)),
    markOutboxFailed: (id: number, error: string, nowMs: number, retryInMs: number) =>
      write((tx) => outbox.markOutboxFailed(tx, id, error, nowMs, retryInMs)),
    pruneOutbox: (olderThanMs: number) => write((tx) => outbox.pruneOutbox(tx, olderThanMs)),
    beat: (worker: string, nowMs: number) => write((tx) => outbox.beat(tx, worker, nowMs)),
    lastBeat: (worker: string) => outbox.lastBeat(store, worker),
    outboxBacklog: (nowMs: number) => outbox.outboxBacklog(store, nowMs),

    readStorage: (key: string) => storage.readBotStorage(store, key),
    writeStorage: (row: storage.BotStorageRow) => write((tx) => storage.writeBotStorage(tx, row)),
    deleteStorage: (key: string) => write((tx) => storage.deleteBotStorage(tx, key)),
  };
}

/** The rows the delivery reads: what to deliver, the game, and a chat's game message. */
export type { GameMessageKey, GameMessageRow, GameRow, OutboxRow };
