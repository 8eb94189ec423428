import { GrammyError } from "grammy";

/** The message of anything thrown, for logs. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Telegram refused because the content is already what we sent: the edit has happened. */
export const isNotModified = (error: unknown) =>
  error instanceof GrammyError && /message is not modified/i.test(error.description);

/** The message is gone or too old to edit: send a fresh one instead. */
export const isUneditable = (error: unknown) =>
  error instanceof GrammyError &&
  /message to edit not found|message can't be edited|MESSAGE_ID_INVALID/i.test(error.description);

/** The user blocked the bot or never opened a chat with it: nothing to deliver there. */
export const isUnreachable = (error: unknown) =>
  error instanceof GrammyError &&
  (error.error_code === 403 || /chat not found|bot was kicked/i.test(error.description));

/** The bot may not do this in the chat (pinning without the admin right): skip it, a retry would fail alike. */
export const isWithoutRights = (error: unknown) =>
  error instanceof GrammyError && error.error_code === 400 && /not enough rights/i.test(error.description);
