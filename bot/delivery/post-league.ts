import type { ChatNoticeOf } from "../../src/documents/chat-notice.ts";
import type { TakenNotice } from "../../src/messenger/taken-notice.ts";
import { gameNameIn } from "../game-named.ts";
import type { Translator } from "../i18n.ts";
import { shownName } from "../player-name.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import { postDirect } from "./post-direct.ts";

/** One month's league table of a game, the top ten, as a chat message. */
export function leagueText(
  t: Translator,
  game: string,
  season: string,
  entries: readonly { display_name: string; points?: number; games: number; rating_change?: number }[],
): string {
  if (entries.length === 0) return t.t("league_empty");
  const lines = entries.slice(0, 10).map((e, i) => {
    const change = e.rating_change ?? 0;
    return t.t("league_line", {
      rank: i + 1,
      name: shownName(e.display_name, t),
      points: e.points ?? 0,
      games: e.games,
      change: `${change >= 0 ? "+" : ""}${change}`,
    });
  });
  return [t.t("league_title", { game, season }), ...lines].join("\n");
}

/** Queues last month's league table of one game in the chat that played it. */
export async function postLeague(
  deps: DeliveryDeps,
  taken: TakenNotice,
  notice: ChatNoticeOf<"league_table">,
): Promise<Promise<void>[]> {
  const table = await deps.core.ratings.season(
    notice.plugin_id,
    { kind: "chat", chatId: notice.chat_id },
    notice.season,
    10,
  );
  return postDirect(deps, taken, notice.chat_id, (api, chatId, t) =>
    api.sendMessage(chatId, leagueText(t, gameNameIn(t, notice.plugin_id), notice.season, table.entries)),
  );
}
