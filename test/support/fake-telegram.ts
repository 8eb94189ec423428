import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { InlineKeyboardMarkup, Message, Update, UserFromGetMe } from "grammy/types";

/**
 * An in-process stand-in for the Telegram Bot API, reached through grammY's
 * `fetch` client option (or over loopback HTTP with `listen()`, for the
 * `apiRoot` path). It records every call, hands out message ids per chat,
 * keeps each message's current content so tests can read the final board,
 * enforces the limits that bite real bots, and can be told to fail.
 */

export interface RecordedCall {
  readonly method: string;
  readonly params: Readonly<Record<string, unknown>>;
  /** Uploaded files by form field, after `attach://` references are resolved. */
  readonly files: ReadonlyMap<string, Buffer>;
  readonly ok: boolean;
  readonly description?: string;
}

/** A message as it stands now in a chat. */
export interface FakeMessage {
  readonly chatId: number;
  readonly messageId: number;
  readonly fromBot: boolean;
  text?: string;
  caption?: string;
  /** The photo bytes and their file id. */
  photo?: { readonly fileId: string; readonly bytes: Buffer };
  replyMarkup?: InlineKeyboardMarkup;
  /** How many edits changed it. */
  edits: number;
}

export interface Failure {
  readonly error_code: number;
  readonly description: string;
  readonly retry_after?: number;
}

export const LIMITS = {
  callbackDataBytes: 64,
  textChars: 4096,
  captionChars: 1024,
  callbackAnswerChars: 200,
};

export const NOT_MODIFIED: Failure = {
  error_code: 400,
  description:
    "Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message",
};

export const TOO_MANY_REQUESTS = (seconds: number): Failure => ({
  error_code: 429,
  description: `Too Many Requests: retry after ${seconds}`,
  retry_after: seconds,
});

class ApiFailure extends Error {
  constructor(readonly failure: Failure) {
    super(failure.description);
  }
}

const bad = (description: string) =>
  new ApiFailure({ error_code: 400, description: `Bad Request: ${description}` });

export interface FakeTelegram {
  readonly botInfo: UserFromGetMe;
  readonly calls: RecordedCall[];
  /** A `fetch` for grammY's client options. */
  readonly fetch: typeof fetch;
  callsTo(method: string): RecordedCall[];
  message(chatId: number, messageId: number): FakeMessage | undefined;
  messagesIn(chatId: number): FakeMessage[];
  /** The newest message the bot sent to a chat. */
  lastBotMessage(chatId: number): FakeMessage | undefined;
  /** The id the next message in a chat gets (user messages share the chat's sequence). */
  nextMessageId(chatId: number): number;
  /** A Telegram `Message` object for a stored message, to put into a callback query. */
  messageObject(chatId: number, messageId: number): Message;
  /**
   * From now on, answers 429 like Telegram to a write that breaks its limits:
   * a second write to a chat within a second, a 21st to a group within a
   * minute, a 31st overall within a second (time from `now`).
   */
  enforceLimits(now: () => number): void;
  /** Refuses the next `times` writes to one chat (all of them by default) with `failure`: a chat in 429s, a blocked one. */
  refuseChat(chatId: number, failure: Failure, times?: number): void;
  /** The calls refused with 429. */
  rateLimited(): RecordedCall[];
  /** Makes the next `times` calls of `method` fail. */
  failNext(method: string, failure: Failure, times?: number): void;
  /**
   * Queues updates for getUpdates, which hands them out as Telegram does: from
   * the `offset` the poller sends, until a later offset confirms them, so a
   * poller that dies before confirming gets them again after its restart.
   */
  queueUpdates(...updates: Update[]): void;
  /** Serves the same API over loopback HTTP; use the returned url as `apiRoot`. */
  listen(): Promise<{ readonly url: string; close(): Promise<void> }>;
  clearCalls(): void;
}

const chatOf = (id: number) =>
  id < 0
    ? ({ id, type: "supergroup", title: `Group ${-id}` } as const)
    : ({ id, type: "private", first_name: `User ${id}` } as const);

function checkMarkup(markup: unknown): InlineKeyboardMarkup | undefined {
  if (markup === undefined) return undefined;
  const keyboard = (markup as InlineKeyboardMarkup).inline_keyboard;
  if (!Array.isArray(keyboard)) return markup as InlineKeyboardMarkup;
  for (const row of keyboard) {
    for (const button of row) {
      if (button.text === undefined || button.text === "")
        throw bad("text buttons are unallowed in the inline keyboard");
      const data = (button as { callback_data?: string }).callback_data;
      if (data !== undefined && (data === "" || Buffer.byteLength(data) > LIMITS.callbackDataBytes)) {
        throw bad("BUTTON_DATA_INVALID");
      }
    }
  }
  return markup as InlineKeyboardMarkup;
}

function checkText(text: unknown): string {
  if (typeof text !== "string" || text.trim() === "") throw bad("message text is empty");
  if (text.length > LIMITS.textChars) throw bad("message is too long");
  return text;
}

function checkCaption(caption: unknown): string | undefined {
  if (caption === undefined) return undefined;
  if (typeof caption !== "string") throw bad("caption must be a string");
  if (caption.length > LIMITS.captionChars) throw bad("message caption is too long");
  return caption;
}

const sameMarkup = (a?: InlineKeyboardMarkup, b?: InlineKeyboardMarkup) =>
  JSON.stringify(a ?? { inline_keyboard: [] }) === JSON.stringify(b ?? { inline_keyboard: [] });

async function readBody(body: unknown): Promise<Buffer> {
  if (body === undefined || body === null) return Buffer.alloc(0);
  if (typeof body === "string") return Buffer.from(body);
  if (body instanceof Uint8Array) return Buffer.from(body);
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Uint8Array | string>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Splits a multipart/form-data body into named parts (what grammY sends for uploads). */
function multipartParts(raw: Buffer, boundary: string): { name: string; filename?: string; body: Buffer }[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: { name: string; filename?: string; body: Buffer }[] = [];
  let start = raw.indexOf(delimiter);
  while (start !== -1) {
    const next = raw.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = raw.subarray(start + delimiter.length, next);
    const headerEnd = part.indexOf("\r\n\r\n");
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString("utf8");
      let body = part.subarray(headerEnd + 4);
      if (body.subarray(-2).toString() === "\r\n") body = body.subarray(0, -2);
      const name = /[;:\s]name="?([^";\r\n]*)"?/.exec(headers)?.[1];
      const filename = /filename="?([^";\r\n]*)"?/.exec(headers)?.[1];
      if (name !== undefined) parts.push({ name, ...(filename === undefined ? {} : { filename }), body });
    }
    start = next;
  }
  return parts;
}

/** Parses a Bot API request body (JSON or multipart) into params and uploaded files. */
function parseRequest(
  contentType: string,
  raw: Buffer,
): { params: Record<string, unknown>; files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  const boundary = /^multipart\/form-data;\s*boundary=(.+)$/.exec(contentType)?.[1];
  if (!boundary) {
    return { params: raw.length ? (JSON.parse(raw.toString("utf8")) as Record<string, unknown>) : {}, files };
  }
  const params: Record<string, unknown> = {};
  for (const part of multipartParts(raw, boundary)) {
    if (part.filename !== undefined) {
      files.set(part.name, part.body);
      params[part.name] ??= `attach://${part.name}`;
      continue;
    }
    const value = part.body.toString("utf8");
    try {
      params[part.name] = /^[[{"]|^-?\d+$|^(true|false)$/.test(value) ? JSON.parse(value) : value;
    } catch {
      params[part.name] = value;
    }
  }
  return { params, files };
}

/** Builds a fake Bot API for one bot. */
export function createFakeTelegram(
  botInfo: Partial<UserFromGetMe> & { readonly username?: string } = {},
): FakeTelegram {
  const me: UserFromGetMe = {
    id: 424242,
    is_bot: true,
    first_name: "Dice Table",
    username: "dice_table_bot",
    can_join_groups: true,
    can_read_all_group_messages: false,
    supports_inline_queries: false,
    can_connect_to_business: false,
    has_main_web_app: false,
    ...botInfo,
  } as UserFromGetMe;
  const calls: RecordedCall[] = [];
  const messages = new Map<string, FakeMessage>();
  const lastIds = new Map<number, number>();
  const fileBytes = new Map<string, Buffer>();
  const failures = new Map<string, Failure[]>();
  let clock = 1_790_000_000;
  let pending: Update[] = [];
  let updatesArrived = () => {};

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

  function handle(
    method: string,
    params: Readonly<Record<string, unknown>>,
    files: ReadonlyMap<string, Buffer>,
  ) {
    const markup = () => checkMarkup(params.reply_markup);
    switch (method) {
      case "getMe":
        return me;
      case "getUpdates": {
        const offset = Number(params.offset ?? 0);
        pending = pending.filter((u) => u.update_id >= offset);
        return pending.slice(0, Number(params.limit ?? 100));
      }
      case "setWebhook":
      case "deleteWebhook":
      case "setMyCommands":
      case "deleteMessage":
      case "answerInlineQuery":
        return true;
      case "pinChatMessage":
      case "unpinChatMessage":
        stored(params);
        return true;
      case "answerCallbackQuery": {
        const text = params.text;
        if (typeof text === "string" && text.length > LIMITS.callbackAnswerChars)
          throw bad("MESSAGE_TOO_LONG");
        return true;
      }
      case "sendMessage":
        return send(Number(params.chat_id), { text: checkText(params.text), replyMarkup: markup() });
      case "sendPhoto":
        return send(Number(params.chat_id), {
          photo: photoFrom(params.photo, files),
          caption: checkCaption(params.caption),
          replyMarkup: markup(),
        });
      case "editMessageText":
        return edit(stored(params), { text: checkText(params.text), replyMarkup: markup() });
      case "editMessageCaption":
        return edit(stored(params), { caption: checkCaption(params.caption), replyMarkup: markup() });
      case "editMessageReplyMarkup":
        // A message posted through inline mode belongs to a chat the bot may not see: only its markup is checked.
        if (params.inline_message_id === undefined) return edit(stored(params), { replyMarkup: markup() });
        markup();
        return true;
      case "editMessageMedia": {
        const media = params.media as { type?: string; media?: unknown; caption?: unknown };
        if (media?.type !== "photo") throw bad("only photos are supported by this fake");
        return edit(stored(params), {
          photo: photoFrom(media.media, files),
          caption: checkCaption(media.caption),
          replyMarkup: markup(),
        });
      }
      default:
        throw new ApiFailure({ error_code: 404, description: "Not Found: method not found" });
    }
  }

  const refused = new Map<number, { readonly failure: Failure; left: number }>();
  let limitClock: (() => number) | undefined;
  const chatWrites = new Map<number, number[]>();
  let allWrites: number[] = [];

  /** The refusal of a refused chat, or the 429 Telegram would answer to a write that breaks a limit; otherwise counts the write. */
  function overLimit(method: string, params: Record<string, unknown>): Failure | undefined {
    if (params.chat_id === undefined || !/^(send|edit|copy|forward|pin|unpin)/.test(method)) return;
    const refusal = refused.get(Number(params.chat_id));
    if (refusal && refusal.left-- > 0) return refusal.failure;
    if (!limitClock) return;
    const at = limitClock();
    const chatId = Number(params.chat_id);
    const mine = (chatWrites.get(chatId) ?? []).filter((t) => t > at - 60_000);
    allWrites = allWrites.filter((t) => t > at - 1000);
    const last = mine.at(-1);
    if (last !== undefined && at - last < 1000) return TOO_MANY_REQUESTS(1);
    const windowStart = mine.at(-20);
    if (chatId < 0 && windowStart !== undefined) {
      return TOO_MANY_REQUESTS(Math.ceil((windowStart + 60_000 - at) / 1000));
    }
    if (allWrites.length >= 30) return TOO_MANY_REQUESTS(1);
    mine.push(at);
    allWrites.push(at);
    chatWrites.set(chatId, mine);
    return undefined;
  }

  async function answer(method: string, params: Record<string, unknown>, files: Map<string, Buffer>) {
    // Long polling waits (at most a second) for an update instead of spinning.
    if (method === "getUpdates" && Number(params.timeout) > 0) {
      const offset = Number(params.offset ?? 0);
      if (!pending.some((u) => u.update_id >= offset))
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 1000);
          updatesArrived = () => {
            clearTimeout(timer);
            resolve();
          };
        });
    }
    const queued = failures.get(method);
    const failure = queued?.shift() ?? overLimit(method, params);
    try {
      if (failure) throw new ApiFailure(failure);
      const result = handle(method, params, files);
      calls.push({ method, params, files, ok: true });
      return { ok: true as const, result };
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      const { error_code, description, retry_after } = error.failure;
      calls.push({ method, params, files, ok: false, description });
      return {
        ok: false as const,
        error_code,
        description,
        ...(retry_after === undefined ? {} : { parameters: { retry_after } }),
      };
    }
  }

  const methodOf = (url: string) => {
    const match = /\/bot[^/]+\/([A-Za-z]+)$/.exec(new URL(url).pathname);
    if (!match?.[1]) throw new Error(`not a Bot API url: ${url}`);
    return match[1];
  };

  const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init?.headers);
    const { params, files } = parseRequest(headers.get("content-type") ?? "", await readBody(init?.body));
    const body = await answer(methodOf(url), params, files);
    return new Response(JSON.stringify(body), {
      status: body.ok ? 200 : body.error_code,
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;

  return {
    botInfo: me,
    calls,
    fetch: fakeFetch,
    callsTo: (method) => calls.filter((c) => c.method === method),
    message: (chatId, messageId) => messages.get(`${chatId}:${messageId}`),
    messagesIn: (chatId) =>
      [...messages.values()].filter((m) => m.chatId === chatId).sort((a, b) => a.messageId - b.messageId),
    lastBotMessage: (chatId) =>
      [...messages.values()]
        .filter((m) => m.chatId === chatId && m.fromBot)
        .sort((a, b) => b.messageId - a.messageId)[0],
    nextMessageId,
    messageObject(chatId, messageId) {
      const found = messages.get(`${chatId}:${messageId}`);
      if (!found) throw new Error(`no message ${messageId} in chat ${chatId}`);
      return toMessage(found);
    },
    refuseChat(chatId, failure, times = Number.POSITIVE_INFINITY) {
      refused.set(chatId, { failure, left: times });
    },
    enforceLimits(now) {
      limitClock = now;
    },
    rateLimited: () => calls.filter((c) => !c.ok && /Too Many Requests/.test(c.description ?? "")),
    failNext(method, failure, times = 1) {
      failures.set(method, [...(failures.get(method) ?? []), ...Array<Failure>(times).fill(failure)]);
    },
    queueUpdates(...updates) {
      pending.push(...updates);
      updatesArrived();
    },
    async listen() {
      const server = createServer(async (req, res) => {
        const raw = await readBody(req);
        const { params, files } = parseRequest(req.headers["content-type"] ?? "", raw);
        const body = await answer(methodOf(`http://localhost${req.url ?? ""}`), params, files);
        res.writeHead(body.ok ? 200 : body.error_code, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const { port } = server.address() as AddressInfo;
      return {
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>((resolve) => server.close(() => resolve())),
      };
    },
    clearCalls() {
      calls.length = 0;
    },
  };
}
