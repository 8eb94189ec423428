import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Message, Update, UserFromGetMe } from "grammy/types";
import { parseRequest, readBody } from "./bot-api-request.ts";
import {
  ApiFailure,
  bad,
  checkCaption,
  checkMarkup,
  checkText,
  type Failure,
  LIMITS,
} from "./bot-api-rules.ts";
import { createWriteLimits } from "./bot-write-limits.ts";
import { createFakeChats, type FakeMessage } from "./fake-chats.ts";

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

/** The upload a request attaches as `value`, refused as Telegram does when there is none. */
function attached(value: unknown, files: ReadonlyMap<string, Buffer>): Buffer {
  const name = typeof value === "string" && value.startsWith("attach://") ? value.slice(9) : undefined;
  const bytes = name === undefined ? undefined : files.get(name);
  if (!bytes) throw bad("there is no document in the request");
  return bytes;
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
  const failures = new Map<string, Failure[]>();
  let pending: Update[] = [];
  let updatesArrived = () => {};
  const { messages, nextMessageId, toMessage, photoFrom, stored, send, edit } = createFakeChats(me);

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
      case "sendDocument":
        return send(Number(params.chat_id), {
          document: attached(params.document, files),
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

  const limits = createWriteLimits();

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
    const failure = queued?.shift() ?? limits.check(method, params);
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
    refuseChat: (chatId, failure, times = Number.POSITIVE_INFINITY) => limits.refuse(chatId, failure, times),
    enforceLimits: (now) => limits.enforce(now),
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
