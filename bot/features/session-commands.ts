import { Composer, InlineKeyboard } from "grammy";
import type { SessionView } from "../../src/documents/session-document.ts";
import { button } from "../button-filter.ts";
import { encodeButton } from "../callback-data.ts";
import type { BotContext } from "../context.ts";
import { currentSession, inviteLink, isGroupChat, setCurrentSession } from "../current-session.ts";
import { shownName } from "../player-name.ts";

const PRESENCE = (p: SessionView["participants"][number]) =>
  `${p.kind === "computer" ? "🤖" : ""}${p.presence_messenger ? "💬" : ""}${p.presence_web ? "🌐" : ""}`;

async function statusText(ctx: BotContext, session: SessionView): Promise<string> {
  const { t } = ctx;
  const seated = session.participants.filter((p) => p.role !== "spectator");
  const lines = [
    t.t("status_head", { code: session.invite_code, status: t.t(`status_${session.status}`) }),
    t.t("status_players", { seated: seated.length, max: session.max_players }),
    ...session.participants.map((p) =>
      `• ${shownName(p.display_name, t)} (${t.t(`role_${p.role}`)}) ${PRESENCE(p)}`.trimEnd(),
    ),
  ];
  if (session.current_game_id && (session.status === "InGame" || session.status === "Paused")) {
    const game = await ctx.services.core.games.findGame(session.current_game_id);
    const name = ctx.services.core.games.listPlugins().find((p) => p.id === game.plugin_id)?.name;
    lines.push(t.t("status_game", { game: name ?? game.plugin_id, version: game.version }));
  }
  lines.push(t.t("status_link", { link: inviteLink(ctx, session.invite_code) }));
  return lines.join("\n");
}

function statusKeyboard(ctx: BotContext, session: SessionView): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  const playing = session.status === "InGame" || session.status === "Paused";
  if (playing && session.current_game_id) {
    keyboard.text(
      ctx.t.t("btn_show_board"),
      encodeButton({ kind: "board", gameId: session.current_game_id }),
    );
  } else if (session.status !== "Closed") {
    keyboard.text(ctx.t.t("btn_pick"), encodeButton({ kind: "games", sessionId: session.id }));
  }
  return keyboard;
}

/** Lists the caller's open sessions as buttons that make one current. */
export async function replyWithSessions(ctx: BotContext): Promise<void> {
  const sessions = await ctx.services.core.sessions.listForUser(await ctx.principal());
  if (sessions.length === 0) {
    await ctx.reply(ctx.t.t("no_sessions"));
    return;
  }
  const keyboard = InlineKeyboard.from(
    sessions.map((s) => [
      InlineKeyboard.text(
        `${s.invite_code} · ${ctx.t.t(`status_${s.status}`)} · ${s.participants.length}👤`,
        encodeButton({ kind: "switch", sessionId: s.id }),
      ),
    ]),
  );
  await ctx.reply(ctx.t.t("your_sessions"), { reply_markup: keyboard });
}

/** Runs `action` on the chat's current session, or says there is none. */
async function withSession(ctx: BotContext, action: (session: SessionView) => Promise<void>): Promise<void> {
  const session = await currentSession(ctx);
  if (!session) {
    await ctx.reply(ctx.t.t("no_session"));
    return;
  }
  await action(session);
}

/** /status, /sessions, /leave and the host's /pause, /resume, /close. */
export function sessionCommandsFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();

  feature.command("status", (ctx) =>
    withSession(ctx, async (session) => {
      await ctx.reply(await statusText(ctx, session), { reply_markup: statusKeyboard(ctx, session) });
    }),
  );

  feature.command("sessions", replyWithSessions);

  feature.filter(button("switch"), async (ctx) => {
    const session = await ctx.services.core.sessions.get(await ctx.principal(), ctx.button.sessionId);
    await setCurrentSession(ctx, session.id);
    await ctx.answerCallbackQuery({ text: ctx.t.t("switched", { code: session.invite_code }) });
    await ctx.reply(await statusText(ctx, session), { reply_markup: statusKeyboard(ctx, session) });
  });

  feature.command("leave", (ctx) =>
    withSession(ctx, async (session) => {
      const { core } = ctx.services;
      await core.sessions.leave(await ctx.principal(), session.id, "messenger");
      if (!isGroupChat(ctx)) await setCurrentSession(ctx, undefined);
      await ctx.reply(ctx.t.t("left", { code: session.invite_code }));
    }),
  );

  for (const command of ["pause", "resume", "close"] as const) {
    feature.command(command, (ctx) =>
      withSession(ctx, async (session) => {
        const { core } = ctx.services;
        await core.sessions[command](await ctx.principal(), session.id, "messenger");
        const reply =
          command === "pause"
            ? ctx.t.t("paused")
            : command === "resume"
              ? ctx.t.t("resumed")
              : ctx.t.t("closed", { code: session.invite_code });
        await ctx.reply(reply);
      }),
    );
  }

  return feature;
}
