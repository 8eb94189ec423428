import { createHash } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import { type Bot, webhookCallback } from "grammy";
import type { BotContext } from "./context.ts";

/** The secret Telegram echoes in `X-Telegram-Bot-Api-Secret-Token`: configured, or derived from the token. */
export function webhookSecret(token: string, configured: string | undefined): string {
  return configured ?? createHash("sha256").update(`telegram-webhook:${token}`).digest("base64url");
}

/**
 * The webhook as a Fastify plugin for the API server, which registers it
 * without knowing about the bot. Calls without the right secret get 401.
 */
export function webhookPlugin(
  bot: Bot<BotContext>,
  options: { readonly path: string; readonly secretToken: string },
): FastifyPluginAsync {
  const handle = webhookCallback(bot, "fastify", { secretToken: options.secretToken });
  return async (app) => {
    app.post(options.path, { schema: { hide: true } }, handle);
  };
}
