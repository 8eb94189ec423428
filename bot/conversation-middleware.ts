import {
  type ConversationData,
  conversations,
  createConversation,
  type VersionedState,
} from "@grammyjs/conversations";
import type { Api, MiddlewareFn, NextFunction } from "grammy";
import type { Core } from "../src/core.ts";
import type { BotContext, ConversationContext } from "./context.ts";
import { JOIN_BY_CODE, joinByCode } from "./features/join.ts";
import { NEW_SESSION, newSession } from "./features/new-session.ts";
import { createBotStorage } from "./storage.ts";
import type { TranslatorPicker } from "./translator-picker.ts";

/** Version of the conversation code; bump it when a conversation's steps change. */
const CONVERSATION_VERSION = 1;

/**
 * The conversations plugin, stored per chat and sender, and the bot's two
 * conversations (a new session's questions, joining by code). Each replay
 * gets the outgoing transformers (`install`) and the sender's translator.
 */
export function conversationMiddleware(
  core: Core,
  install: (api: Api) => void,
  pickTranslator: TranslatorPicker,
): MiddlewareFn<BotContext>[] {
  return [
    conversations<BotContext, ConversationContext>({
      storage: {
        type: "key",
        version: CONVERSATION_VERSION,
        adapter: createBotStorage<VersionedState<ConversationData>>(core.messenger, "conversation", core.now),
        getStorageKey: (ctx) => (ctx.chat && ctx.from ? `${ctx.chat.id}:${ctx.from.id}` : undefined),
      },
      plugins: [
        async (ctx: ConversationContext, next: NextFunction) => {
          // Each replay builds a fresh Api object; the outgoing plugins are installed on it too.
          install(ctx.api);
          ctx.t = await pickTranslator(ctx.from);
          await next();
        },
      ],
    }),
    createConversation(newSession, { id: NEW_SESSION, maxMillisecondsToWait: 15 * 60_000 }),
    createConversation(joinByCode, { id: JOIN_BY_CODE, maxMillisecondsToWait: 15 * 60_000 }),
  ];
}
