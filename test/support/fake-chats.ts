import { createHash } from "node:crypto";
import type { InlineKeyboardMarkup, Message, UserFromGetMe } from "grammy/types";
import { ApiFailure, bad, NOT_MODIFIED, sameMarkup } from "./bot-api-rules.ts";

/** A message as it stands now in a chat. */
export interface FakeMessage {
  readonly chatId: number;
  readonly messageId: number;
  readonly fromBot: boolean;
  text?: string;
  caption?: string;
  /** The photo bytes and their file id. */
  photo?: { readonly fileId: string; readonly bytes: Buffer };
  /** A sent document's bytes. */
  document?: Buffer;
  replyMarkup?: InlineKeyboardMarkup;
  /** How many edits changed it. */
  edits: number;
}

/** The fake Bot API's chats: the messages in them as they stand now, and the photos it was sent. */
export interface FakeChats {
  readonly messages: ReadonlyMap<string, FakeMessage>;
  nextMessageId(chatId: number): number;
  toMessage(m: FakeMessage): Message;
  /** A sent photo by attachment or file id, refused as Telegram does when it is neither. */
  photoFrom(value: unknown, files: ReadonlyMap<string, Buffer>): { fileId: string; bytes: Buffer };
  /** The message `params` name, refused when there is none. */
  stored(params: Readonly<Record<string, unknown>>): FakeMessage;
  send(chatId: number, fields: Partial<FakeMessage>): Message;
  /** Applies `changes`, refused with "message is not modified" when they change nothing. */
  edit(message: FakeMessage, changes: Partial<FakeMessage>): Message;
}

const chatOf = (id: number) =>
  id < 0
    ? ({ id, type: "supergroup", title: `Group ${-id}` } as const)
    : ({ id, type: "private", first_name: `User ${id}` } as const);

/** Creates the chats of one fake bot, `me`. */
export function createFakeChats(me: UserFromGetMe): FakeChats {
  const messages = new Map<string, FakeMessage>();
  const lastIds = new Map<number, number>();
  const fileBytes = new Map<string, Buffer>();
  let clock = 1_790_000_000;

  const nextMessageId = (chatId: number) => {
    const id = (lastIds.get(chatId) ?? 0) + 1;
    lastIds.set(chatId, id);
    return id;
  };

  function toMessage(m: FakeMessage): Message {
    const base = {
      message_id: m.messageId,
      date: clock++,
      chat: chatOf(m.chatId),
      ...(m.fromBot
        ? { from: { id: me.id, is_bot: true, first_name: me.first_name, username: me.username } }
        : {}),
      ...(m.replyMarkup ? { reply_markup: m.replyMarkup } : {}),
    };
    if (m.photo) {
      const unique = m.photo.fileId.replace("photo-", "u-");
      return {
        ...base,
        photo: [{ file_id: m.photo.fileId, file_unique_id: unique, width: 800, height: 800 }],
        ...(m.caption !== undefined ? { caption: m.caption } : {}),
      } as Message;
    }
    if (m.document) {
      const document = { file_id: `doc-${m.chatId}-${m.messageId}`, file_unique_id: `d-${m.messageId}` };
      return { ...base, document, ...(m.caption !== undefined ? { caption: m.caption } : {}) } as Message;
    }
    return { ...base, text: m.text ?? "" } as Message;
  }

  function photoFrom(value: unknown, files: ReadonlyMap<string, Buffer>): { fileId: string; bytes: Buffer } {
    if (typeof value !== "string") throw bad("there is no photo in the request");
    if (value.startsWith("attach://")) {
      const bytes = files.get(value.slice("attach://".length));
      if (!bytes) throw bad("wrong remote file identifier specified: can't find attached file");
      const fileId = `photo-${createHash("sha256").update(bytes).digest("hex").slice(0, 16)}`;
      fileBytes.set(fileId, bytes);
      return { fileId, bytes };
    }
    const bytes = fileBytes.get(value);
    if (!bytes) throw bad("wrong file identifier/HTTP URL specified");
    return { fileId: value, bytes };
  }

  function stored(params: Readonly<Record<string, unknown>>): FakeMessage {
    const found = messages.get(`${Number(params.chat_id)}:${Number(params.message_id)}`);
    if (!found) throw bad("message to edit not found");
    return found;
  }

  function send(chatId: number, fields: Partial<FakeMessage>): Message {
    const message: FakeMessage = {
      chatId,
      messageId: nextMessageId(chatId),
      fromBot: true,
      edits: 0,
      ...fields,
    };
    messages.set(`${chatId}:${message.messageId}`, message);
    return toMessage(message);
  }

  function edit(message: FakeMessage, changes: Partial<FakeMessage>): Message {
    const next = { ...message, ...changes };
    const same =
      next.text === message.text &&
      next.caption === message.caption &&
      next.photo?.fileId === message.photo?.fileId &&
      sameMarkup(next.replyMarkup, message.replyMarkup);
    if (same) throw new ApiFailure(NOT_MODIFIED);
    Object.assign(message, changes, { edits: message.edits + 1 });
    return toMessage(message);
  }
  return { messages, nextMessageId, toMessage, photoFrom, stored, send, edit };
}
