import type { InlineKeyboardMarkup } from "grammy/types";

/** What the fake Bot API enforces of the real one's limits and errors, and how it fails. */

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

export class ApiFailure extends Error {
  constructor(readonly failure: Failure) {
    super(failure.description);
  }
}

export const bad = (description: string) =>
  new ApiFailure({ error_code: 400, description: `Bad Request: ${description}` });

export function checkMarkup(markup: unknown): InlineKeyboardMarkup | undefined {
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

export function checkText(text: unknown): string {
  if (typeof text !== "string" || text.trim() === "") throw bad("message text is empty");
  if (text.length > LIMITS.textChars) throw bad("message is too long");
  return text;
}

export function checkCaption(caption: unknown): string | undefined {
  if (caption === undefined) return undefined;
  if (typeof caption !== "string") throw bad("caption must be a string");
  if (caption.length > LIMITS.captionChars) throw bad("message caption is too long");
  return caption;
}

export const sameMarkup = (a?: InlineKeyboardMarkup, b?: InlineKeyboardMarkup) =>
  JSON.stringify(a ?? { inline_keyboard: [] }) === JSON.stringify(b ?? { inline_keyboard: [] });
