import type { ConversationFlavor } from "@grammyjs/conversations";
import type { Context, LazySessionFlavor } from "grammy";
import type { Logger } from "pino";
import type { Principal } from "../src/auth/principal.ts";
import type { Core } from "../src/core.ts";
import type { Delivery } from "./delivery/create-delivery.ts";
import type { Translator, Translators } from "./i18n.ts";
import type { LanguageChoices } from "./language-choices.ts";

/** Per-chat bot state: only which session this chat's commands act on. Game state lives in the core. */
export interface ChatSession {
  current?: string;
}

/** What every handler can reach, attached by the first middleware. */
export interface BotServices {
  readonly core: Core;
  readonly delivery: Delivery;
  readonly logger: Logger;
  readonly languages: LanguageChoices;
  /** The bot's words in every language it speaks, read from locales/ once. */
  readonly translators: Translators;
}

/** What every context inside a conversation gets from the conversation plugins. */
export interface Translated {
  t: Translator;
}

type BaseContext = Context &
  LazySessionFlavor<ChatSession> &
  Translated & {
    services: BotServices;
    log: Logger;
    /** The one account of the Telegram user behind this update (created on first sight). */
    principal(): Promise<Principal>;
    /** Forgets what this process remembers of the sender (their account, their languages), after an erasure. */
    forgetSender(): void;
  };

/** The context type of every handler outside conversations. */
export type BotContext = ConversationFlavor<BaseContext>;

/** The context type inside conversations: fresh per replay, so only what the plugins install. */
export type ConversationContext = Context & Translated;
