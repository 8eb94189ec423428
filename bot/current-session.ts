import type { SessionView } from "../src/documents/session-document.ts";
import type { BotContext } from "./context.ts";

/** A group chat: its session is the one bound to it, and it shares one game message. */
export const isGroupChat = (ctx: BotContext) => ctx.chat?.type === "group" || ctx.chat?.type === "supergroup";

/**
 * The session a chat's commands act on: in a group, the one bound to the
 * group; in a private chat, the one picked last (created, joined or chosen in
 * /sessions), else the caller's most recently active one.
 */
export async function currentSession(ctx: BotContext): Promise<SessionView | undefined> {
  const { core } = ctx.services;
  if (isGroupChat(ctx)) return core.sessions.findByChat(String(ctx.chat?.id));
  const principal = await ctx.principal();
  const session = await ctx.session;
  if (session.current) {
    const picked = await core.sessions.get(principal, session.current).catch(() => undefined);
    if (picked && picked.status !== "Closed") return picked;
  }
  const [latest] = await core.sessions.listForUser(principal, 1);
  return latest;
}

/** Makes a session the private chat's current one. */
export async function setCurrentSession(ctx: BotContext, sessionId: string | undefined): Promise<void> {
  if (isGroupChat(ctx)) return;
  const session = await ctx.session;
  if (sessionId === undefined) delete session.current;
  else session.current = sessionId;
}

/** The deep link that opens the bot and joins with `code`. */
export function inviteLink(ctx: BotContext, code: string): string {
  return `https://t.me/${ctx.me.username}?start=${code}`;
}
