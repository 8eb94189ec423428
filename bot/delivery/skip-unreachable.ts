import type { Logger } from "pino";
import { isUnreachable, messageOf } from "./telegram-errors.ts";

/** Runs a send for one chat, skipping chats the bot cannot reach. */
export async function skipUnreachable(
  logger: Logger,
  chatId: string,
  send: () => Promise<unknown>,
): Promise<void> {
  try {
    await send();
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    logger.info({ chatId, err: messageOf(error) }, "chat unreachable; skipped");
  }
}
