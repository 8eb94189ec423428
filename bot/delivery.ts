import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { type Api, GrammyError, InputFile } from "grammy";
import type { InputMediaPhoto, Message } from "grammy/types";
import type { Logger } from "pino";
import type { Core } from "../src/core.ts";
import type { GameRow, OutboxRow } from "../src/db/schema.ts";
import { listChatAudience } from "../src/messenger/audience.ts";
import { chatLanguages } from "../src/messenger/chat-languages.ts";
import { type ChatViewer, loadChatView } from "../src/messenger/chat-view.ts";
import { claimNotice, pruneDeliveryClaims, releaseNotice } from "../src/messenger/delivery-claims.ts";
import {
  type GameMessageKey,
  leaseGameMessage,
  recordGameMessageShown,
  releaseGameMessage,
  saveHoldMask,
} from "../src/messenger/game-messages.ts";
import { OUTBOX_WORKER } from "../src/messenger/health-checks.ts";
import { countSeatsLeft } from "../src/messenger/seats-left.ts";
import {
  beat,
  claimOutbox,
  markOutboxDelivered,
  markOutboxFailed,
  pruneOutbox,
} from "../src/outbox/outbox.ts";
import { buildGameScreen } from "./game-screen.ts";
import { createTranslator, type Language, type MessageKey, pickLanguage } from "./i18n.ts";

export interface DeliveryOptions {
  readonly api: Api;
  readonly core: Core;
  readonly logger: Logger;
  /** Unique per process: the outbox lease owner. */
  readonly workerId?: string;
  readonly leaseMs?: number;
  readonly pollMs?: number;
  readonly batchSize?: number;
}

/** One chat's game message to bring up to date. */
export interface GameMessageTarget {
  readonly chatId: string;
  readonly gameId: string;
  readonly sessionId: string;
  readonly viewer: ChatViewer;
  readonly language: Language;
}

export type ShowResult = "shown" | "unchanged" | "busy" | "gone";

export type HoldResult =
  | { readonly kind: "toggled"; readonly mask: number }
  | { readonly kind: "stale" | "not_mover" | "busy" };

export type Delivery = ReturnType<typeof createDelivery>;

/** Another worker is editing the message; the row is retried shortly. */
class MessageBusy extends Error {}

const HEARTBEAT_EVERY_MS = 5_000;
const PRUNE_EVERY_MS = 3_600_000;
const KEEP_CLAIMS_MS = 2 * 86_400_000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Telegram refused because the content is already what we sent: the edit has happened. */
const isNotModified = (error: unknown) =>
  error instanceof GrammyError && /message is not modified/i.test(error.description);

/** The message is gone or too old to edit: send a fresh one instead. */
const isUneditable = (error: unknown) =>
  error instanceof GrammyError &&
  /message to edit not found|message can't be edited|MESSAGE_ID_INVALID/i.test(error.description);

/** The user blocked the bot or never opened a chat with it: nothing to deliver there. */
const isUnreachable = (error: unknown) =>
  error instanceof GrammyError &&
  (error.error_code === 403 || /chat not found|bot was kicked/i.test(error.description));

/**
 * Delivers the outbox to Telegram: edits each chat's game message in place
 * after every change (from any channel) and posts join, leave and host
 * notices. Rows are leased, so a crashed worker's rows are picked up by the
 * next one; a per-message lease and the stored shown version make each
 * message show each version once, even with two processes on one file.
 */
export function createDelivery(options: DeliveryOptions) {
  const { api, core, logger } = options;
  const db = core.db;
  const owner = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 500;
  const batchSize = options.batchSize ?? 25;
  /** Telegram file ids of uploaded boards: one upload per version serves every chat. */
  const fileIds = new Map<string, string>();
  let running: Promise<void> | undefined;
  let stopping = false;
  let wake: (() => void) | undefined;
  let lastBeat = Number.NEGATIVE_INFINITY;
  let lastPrune = Number.NEGATIVE_INFINITY;

  function photoOf(game: GameRow, bytes: Buffer): string | InputFile {
    return fileIds.get(`${game.id}:${game.version}`) ?? new InputFile(bytes, `board-${game.version}.png`);
  }

  function rememberFileId(game: GameRow, message: Message | true) {
    const sizes = message === true ? undefined : message.photo;
    const largest = sizes?.[sizes.length - 1];
    if (!largest) return;
    if (fileIds.size >= 1000) fileIds.delete(fileIds.keys().next().value as string);
    fileIds.set(`${game.id}:${game.version}`, largest.file_id);
  }

  /** Brings one chat's game message to the game's current version (or sends it anew with `resend`). */
  async function showGame(target: GameMessageTarget, resend = false): Promise<ShowResult> {
    const key: GameMessageKey = { chatId: target.chatId, gameId: target.gameId };
    const lease = await leaseGameMessage(
      db,
      { ...key, sessionId: target.sessionId },
      owner,
      core.now(),
      leaseMs,
    );
    if (!lease) return "busy";
    try {
      const view = await loadChatView(db, target.gameId, target.viewer);
      if (!view) {
        await releaseGameMessage(db, key, owner);
        return "gone";
      }
      const { game, doc } = view;
      const unchanged =
        lease.message_id !== null &&
        lease.shown_version === game.version &&
        lease.shown_paused === +doc.paused;
      if (unchanged && !resend) {
        await releaseGameMessage(db, key, owner);
        return "unchanged";
      }
      const t = createTranslator(target.language);
      const holdMask = lease.hold_version === game.version ? lease.hold_mask : 0;
      const screen = buildGameScreen(doc, t, holdMask);
      const bytes = await core.boards.image(game, "png");
      const chatId = Number(target.chatId);
      const sendNew = async () => {
        const sent = await api.sendPhoto(chatId, photoOf(game, bytes), {
          caption: screen.caption,
          reply_markup: screen.keyboard,
        });
        rememberFileId(game, sent);
        return sent.message_id;
      };
      let messageId = lease.message_id;
      if (messageId === null || resend) {
        messageId = await sendNew();
      } else {
        const media: InputMediaPhoto = {
          type: "photo",
          media: photoOf(game, bytes),
          caption: screen.caption,
        };
        try {
          rememberFileId(
            game,
            await api.editMessageMedia(chatId, messageId, media, { reply_markup: screen.keyboard }),
          );
        } catch (error) {
          if (isUneditable(error)) messageId = await sendNew();
          else if (!isNotModified(error)) throw error;
        }
      }
      await recordGameMessageShown(
        db,
        key,
        { messageId, version: game.version, paused: doc.paused },
        core.now(),
      );
      return "shown";
    } catch (error) {
      await releaseGameMessage(db, key, owner);
      throw error;
    }
  }

  /**
   * Flips one yacht die between kept and rolled on a chat's message. Only the
   * mover may, and only on the version the message shows; the mask is UI
   * state kept beside the message, and only the keyboard is edited.
   */
  async function toggleHold(target: GameMessageTarget, version: number, die: number): Promise<HoldResult> {
    const key: GameMessageKey = { chatId: target.chatId, gameId: target.gameId };
    const lease = await leaseGameMessage(
      db,
      { ...key, sessionId: target.sessionId },
      owner,
      core.now(),
      leaseMs,
    );
    if (!lease) return { kind: "busy" };
    try {
      const view = await loadChatView(db, target.gameId, target.viewer);
      const messageId = lease.message_id;
      if (!view || messageId === null || view.game.version !== version || lease.shown_version !== version) {
        return { kind: "stale" };
      }
      if (!view.doc.allowed_actions.some((a) => a.action_type === "roll_dice" && a.hold)) {
        return { kind: "not_mover" };
      }
      const mask = (lease.hold_version === version ? lease.hold_mask : 0) ^ (1 << die);
      await saveHoldMask(db, key, version, mask);
      const screen = buildGameScreen(view.doc, createTranslator(target.language), mask);
      try {
        await api.editMessageReplyMarkup(Number(target.chatId), messageId, {
          reply_markup: screen.keyboard,
        });
      } catch (error) {
        if (!isNotModified(error)) throw error;
      }
      return { kind: "toggled", mask };
    } finally {
      await releaseGameMessage(db, key, owner);
    }
  }

  async function languagesOf(chatIds: readonly string[]) {
    const known = await chatLanguages(db, chatIds);
    return (chatId: string) => pickLanguage(known.get(chatId));
  }

  /** Runs a send for one chat, skipping chats the bot cannot reach. */
  async function toChat(chatId: string, send: () => Promise<unknown>): Promise<void> {
    try {
      await send();
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      logger.info({ chatId, err: messageOf(error) }, "chat unreachable; skipped");
    }
  }

  async function syncGame(row: OutboxRow, gameId: string): Promise<void> {
    const audience = await listChatAudience(db, row.session_id);
    const targets = audience.groupChatId
      ? [{ chatId: audience.groupChatId, viewer: { mover: true } as const }]
      : audience.members.map((m) => ({ chatId: m.chatId, viewer: { participantId: m.participantId } }));
    const language = await languagesOf(targets.map((t) => t.chatId));
    for (const target of targets) {
      await toChat(target.chatId, async () => {
        const result = await showGame({
          ...target,
          gameId,
          sessionId: row.session_id,
          language: language(target.chatId),
        });
        if (result === "busy") throw new MessageBusy(`game message in chat ${target.chatId} is being edited`);
      });
    }
  }

  /** Posts one notice per chat of the session, once per outbox row, skipping `skip(participantId)`. */
  async function notify(
    row: OutboxRow,
    text: (t: ReturnType<typeof createTranslator>) => string,
    skip: (member: { participantId: string; role: string }) => boolean,
  ): Promise<void> {
    const audience = await listChatAudience(db, row.session_id);
    const chatIds = audience.groupChatId
      ? [audience.groupChatId]
      : audience.members.filter((m) => !skip(m)).map((m) => m.chatId);
    const language = await languagesOf(chatIds);
    for (const chatId of chatIds) {
      if (!(await claimNotice(db, row.id, chatId, core.now()))) continue;
      try {
        await toChat(chatId, () => api.sendMessage(Number(chatId), text(createTranslator(language(chatId)))));
      } catch (error) {
        await releaseNotice(db, row.id, chatId);
        throw error;
      }
    }
  }

  async function deliverRow(row: OutboxRow): Promise<void> {
    const payload = row.payload ? (JSON.parse(row.payload) as Record<string, string>) : {};
    switch (row.kind) {
      case "game_updated":
        if (row.game_id) await syncGame(row, row.game_id);
        return;
      case "participant_joined": {
        const name = payload.display_name ?? "?";
        const seats = await countSeatsLeft(db, row.session_id);
        const key: MessageKey =
          payload.role === "spectator"
            ? "notice_watching"
            : seats === 0
              ? "notice_joined_full"
              : "notice_joined";
        await notify(
          row,
          (t) => t.t(key, { name, seats }),
          (m) => m.participantId === payload.participant_id,
        );
        return;
      }
      case "participant_left":
        await notify(
          row,
          (t) => t.t("notice_left", { name: payload.display_name ?? "?" }),
          (m) => m.participantId === payload.participant_id,
        );
        return;
      case "session_updated": {
        const key: MessageKey =
          payload.event === "pause"
            ? "notice_paused"
            : payload.event === "resume"
              ? "notice_resumed"
              : "notice_closed";
        // Only the host pauses, resumes or closes; their own command already answered them.
        await notify(
          row,
          (t) => t.t(key),
          (m) => m.role === "host",
        );
        if (row.game_id && payload.event !== "close") await syncGame(row, row.game_id);
        return;
      }
    }
  }

  async function maintain(): Promise<void> {
    const at = core.now();
    if (at - lastBeat >= HEARTBEAT_EVERY_MS) {
      lastBeat = at;
      await beat(db, OUTBOX_WORKER, at);
    }
    if (at - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = at;
      await pruneDeliveryClaims(db, at - KEEP_CLAIMS_MS);
      await pruneOutbox(db, at - KEEP_CLAIMS_MS);
    }
  }

  /** Claims one batch and delivers it: sessions in parallel, each session's rows in order. */
  async function deliverBatch(): Promise<number> {
    const rows = await claimOutbox(db, owner, core.now(), leaseMs, batchSize);
    const bySession = new Map<string, OutboxRow[]>();
    for (const row of rows) bySession.set(row.session_id, [...(bySession.get(row.session_id) ?? []), row]);
    await Promise.all(
      [...bySession.values()].map(async (sessionRows) => {
        for (const row of sessionRows) {
          try {
            await deliverRow(row);
            await markOutboxDelivered(db, row.id, core.now());
          } catch (error) {
            const busy = error instanceof MessageBusy;
            const retryMs = busy ? 200 : Math.min(60_000, 1000 * 2 ** row.attempts);
            if (!busy)
              logger.warn({ err: error, outboxId: row.id, kind: row.kind }, "outbox delivery failed");
            await markOutboxFailed(db, row.id, messageOf(error), core.now(), retryMs);
          }
        }
      }),
    );
    return rows.length;
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      try {
        await maintain();
        if ((await deliverBatch()) > 0) continue;
      } catch (error) {
        logger.error({ err: error }, "outbox worker error");
      }
      if (stopping) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  }

  return {
    showGame,
    toggleHold,

    /** Delivers everything due now; returns the number of rows handled (tests and one-shot runs). */
    async drain(): Promise<number> {
      await maintain();
      let total = 0;
      for (let n = await deliverBatch(); n > 0; n = await deliverBatch()) total += n;
      return total;
    },

    /** Starts the background loop: poll every `pollMs`, or at once after `kick`. */
    start(): void {
      stopping = false;
      running ??= loop().finally(() => {
        running = undefined;
      });
    },

    /** Wakes the loop: something was just enqueued in this process. */
    kick(): void {
      wake?.();
    },

    /** Stops the loop after the batch in hand. */
    async stop(): Promise<void> {
      stopping = true;
      wake?.();
      await running;
    },

    workerId: owner,
  };
}
