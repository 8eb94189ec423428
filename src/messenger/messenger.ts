import * as storage from "../db/repositories/bot-storage-repository.ts";
import * as languages from "../db/repositories/chat-language-repository.ts";
import * as claims from "../db/repositories/delivery-claim-repository.ts";
import { findGameMessage } from "../db/repositories/game-message-repository.ts";
import * as outbox from "../db/repositories/outbox-repository.ts";
import type { Store } from "../db/store.ts";
import type { BoardImages } from "../images/board-images.ts";
import { listChatAudience } from "./audience.ts";
import { type BoardKey, type BoardMessage, toBoardMessage } from "./board-message.ts";
import { type ChatViewer, loadChatView } from "./chat-view.ts";
import { type DeskOptions, openDeliveryDesk } from "./delivery-desk.ts";
import { type HoldPress, toggleHold } from "./hold-toggle.ts";
import { listSeatedComputers } from "./seated-computers.ts";
import { countSeatsLeft } from "./seats-left.ts";
import { findSessionInvite } from "./session-invite.ts";

export type Messenger = ReturnType<typeof createMessenger>;

export interface MessengerDeps {
  readonly store: Store;
  readonly boards: BoardImages;
  readonly now: () => number;
}

/**
 * The chat channel's door to the core. It answers in views and documents,
 * never rows: chat views, audiences and seats to read; notices to take and
 * settle and board messages to lease through a worker's desk; holds to
 * toggle; and the chat side's own bookkeeping (update claims, languages,
 * framework storage). Every write runs in a write unit; no adapter holds the store.
 */
export function createMessenger(deps: MessengerDeps) {
  const { store, boards, now } = deps;
  const write = store.write.bind(store);
  return {
    /** Commits announced by every process sharing the change feed. */
    subscribeChanges: (listener: () => void) => store.changes.subscribe(listener),

    loadChatView: (gameId: string, viewer: ChatViewer) => loadChatView(store, boards, gameId, viewer),
    listChatAudience: (sessionId: string) => listChatAudience(store, sessionId),
    countSeatsLeft: (sessionId: string) => countSeatsLeft(store, sessionId),
    listSeatedComputers: (sessionId: string) => listSeatedComputers(store, sessionId),
    findSession: (sessionId: string) => findSessionInvite(store, sessionId),

    /** A delivery worker's desk: notices and board messages leased under its owner id. */
    openDesk: (options?: DeskOptions) => openDeliveryDesk(deps, options),
    /** A chat's board message of a game, if one was sent. */
    findBoard: async (key: BoardKey): Promise<BoardMessage | undefined> => {
      const row = await findGameMessage(store, key);
      return row && toBoardMessage(row);
    },
    /** Flips a die between kept and rolled on a chat's board, if the presser moves now (the core decides). */
    toggleHold: (key: BoardKey, press: HoldPress) => toggleHold(store, boards, key, press),

    claimUpdate: (updateId: number, nowMs: number) => write((tx) => claims.claimUpdate(tx, updateId, nowMs)),
    releaseUpdate: (updateId: number) => write((tx) => claims.releaseUpdate(tx, updateId)),

    saveChatLanguage: (chatId: string, language: string, nowMs: number) =>
      write((tx) => languages.saveChatLanguage(tx, chatId, language, nowMs)),
    chatLanguages: (chatIds: readonly string[]) => languages.chatLanguages(store, chatIds),

    lastBeat: (worker: string) => outbox.lastBeat(store, worker),
    outboxBacklog: () => outbox.outboxBacklog(store, now()),

    readStorage: (key: string) => storage.readBotStorage(store, key),
    /** The stored rows whose keys start with `prefix` (what a restarted bot picks up again). */
    listStorage: (prefix: string) => storage.listBotStorage(store, prefix),
    writeStorage: (row: storage.BotStorageRow) => write((tx) => storage.writeBotStorage(tx, row)),
    deleteStorage: (key: string) => write((tx) => storage.deleteBotStorage(tx, key)),
  };
}
