import { type CommandContext, Composer } from "grammy";
import type { VacationView } from "../../src/documents/clock-documents.ts";
import { isoAt } from "../../src/time.ts";
import { button } from "../button-filter.ts";
import { dayText } from "../clock-text.ts";
import type { BotContext } from "../context.ts";

const DAY_MS = 86_400_000;
const MAX_VACATION_DAYS = 14;

/** A number of vacation days as typed after /vacation: 1 to 14, or undefined. */
function vacationDays(text: string): number | undefined {
  const days = /^\d{1,2}$/.test(text) ? Number(text) : 0;
  return days >= 1 && days <= MAX_VACATION_DAYS ? days : undefined;
}

/** The caller's vacation as the reply says it: running until a day, or none, and the days left this year. */
function vacationText(
  ctx: BotContext,
  view: VacationView,
  running: "vacation_set" | "vacation_shown",
): string {
  const days = view.days_left_this_year;
  return view.until
    ? ctx.t.t(running, { date: dayText(view.until, ctx.t), days })
    : ctx.t.t("vacation_none", { days });
}

/** `/vacation DAYS`, `/vacation off`, or `/vacation` alone: set, end or show the sender's vacation. */
async function vacationCommand(ctx: CommandContext<BotContext>): Promise<void> {
  const { core } = ctx.services;
  const asked = ctx.match.trim().toLowerCase();
  const days = vacationDays(asked);
  if (asked !== "" && asked !== "off" && days === undefined) {
    await ctx.reply(ctx.t.t("vacation_usage"));
    return;
  }
  const principal = await ctx.principal();
  if (asked === "off") {
    const view = await core.clocks.endVacation(principal);
    await ctx.reply(ctx.t.t("vacation_ended", { days: view.days_left_this_year }));
  } else if (days === undefined) {
    await ctx.reply(vacationText(ctx, await core.clocks.vacation(principal), "vacation_shown"));
  } else {
    const view = await core.clocks.setVacation(principal, isoAt(core.now() + days * DAY_MS));
    await ctx.reply(vacationText(ctx, view, "vacation_set"));
  }
}

/**
 * The clocks in chat: "🙋 I'm back" under the private news that a computer
 * keeps the presser's seat gives it back to them, and /vacation stops their
 * correspondence clocks for a while. Errors (a finished game, a vacation too
 * long) reach the error boundary.
 */
export function clocksFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.filter(button("reclaim"), async (ctx) => {
    await ctx.services.core.clocks.reclaim(await ctx.principal(), ctx.button.gameId, "messenger");
    await ctx.answerCallbackQuery({ text: ctx.t.t("reclaimed") });
  });
  feature.command("vacation", vacationCommand);
  return feature;
}
