import { type Api, GrammyError, InputFile } from "grammy";
import type { ChatNoticeOf } from "../../src/documents/chat-notice.ts";
import type { TournamentView } from "../../src/documents/tournament-document.ts";
import type { TakenNotice } from "../../src/messenger/taken-notice.ts";
import { pointsText } from "../../src/render/standings-image.ts";
import { gameNameIn } from "../game-named.ts";
import type { Translator } from "../i18n.ts";
import { shownName } from "../player-name.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import { playButton, postDirect } from "./post-direct.ts";

type TournamentNotice = ChatNoticeOf<"tournament_round" | "tournament_game" | "tournament_finished">;

function namesOf(tournament: TournamentView, t: Translator): (userIds: readonly string[]) => string {
  const name = new Map(tournament.players.map((p) => [p.user_id, shownName(p.display_name, t)]));
  return (userIds) => userIds.map((u) => name.get(u) ?? "?").join(" – ");
}

/** The round's pairings, one table a line. */
function pairingsText(t: Translator, tournament: TournamentView, round: number): string {
  const names = namesOf(tournament, t);
  const games = tournament.rounds.find((r) => r.number === round)?.games ?? [];
  const lines = games.map((g) =>
    g.status === "bye"
      ? t.t("tournament_bye", { name: names(g.players) })
      : t.t("tournament_table", { players: names(g.players) }),
  );
  return [t.t("tournament_round", { name: tournament.name, round }), ...lines].join("\n");
}

/** The standings so far, the top ten. */
function standingsText(t: Translator, tournament: TournamentView): string {
  const played = tournament.rounds.flatMap((r) => r.games).filter((g) => g.status === "finished").length;
  const lines = tournament.standings.slice(0, 10).map((s) =>
    t.t("tournament_standing", {
      rank: s.rank,
      name: shownName(s.display_name, t),
      points: pointsText(s.points),
    }),
  );
  return [t.t("tournament_standings", { name: tournament.name, games: played }), ...lines].join("\n");
}

/** Edits the group's one standings message of this tournament in place, or sends it the first time. */
async function showStandings(
  deps: DeliveryDeps,
  api: Api,
  chatId: number,
  t: Translator,
  tournament: TournamentView,
) {
  const key = `tournament-standings:${tournament.id}:${chatId}`;
  const text = standingsText(t, tournament);
  const stored = await deps.core.messenger.readStorage(key);
  if (stored) {
    try {
      await api.editMessageText(chatId, (JSON.parse(stored) as { message_id: number }).message_id, text);
      return;
    } catch (error) {
      // Unchanged text, or a message someone deleted: a new one takes its place below.
      if (!(error instanceof GrammyError) || error.error_code !== 400) throw error;
      if (error.description.includes("not modified")) return;
    }
  }
  const sent = await api.sendMessage(chatId, text);
  const value = JSON.stringify({ message_id: sent.message_id });
  await deps.core.messenger.writeStorage({ key, value, updated_at: new Date().toISOString() });
}

/** The final standings as an image, pinned where the bot may pin. */
async function postFinal(
  deps: DeliveryDeps,
  api: Api,
  chatId: number,
  t: Translator,
  tournament: TournamentView,
) {
  const png = await deps.core.boards.standings({
    title: tournament.name,
    game: gameNameIn(t, tournament.plugin_id),
    format: tournament.format,
    rows: tournament.standings.map((s) => ({ ...s, name: shownName(s.display_name, t) })),
    language: t.language,
  });
  const first = tournament.standings[0]?.display_name;
  const winner = first === undefined ? "?" : shownName(first, t);
  const sent = await api.sendPhoto(chatId, new InputFile(png, `standings-${tournament.id}.png`), {
    caption: t.t("tournament_finished", { name: tournament.name, winner }),
  });
  await api.pinChatMessage(chatId, sent.message_id, { disable_notification: true }).catch(() => {});
}

/** Queues a tournament notice's message: a round's pairings and standings, a player's game, or the final table. */
export async function postTournament(
  deps: DeliveryDeps,
  taken: TakenNotice,
  notice: TournamentNotice,
): Promise<Promise<void>[]> {
  const tournament = await deps.core.tournaments.get(notice.tournament_id);
  return postDirect(deps, taken, notice.chat_id, async (api, chatId, t) => {
    if (notice.kind === "tournament_round") {
      await api.sendMessage(chatId, pairingsText(t, tournament, notice.round));
      await showStandings(deps, api, chatId, t, tournament);
    } else if (notice.kind === "tournament_game") {
      const game = tournament.rounds.flatMap((r) => r.games).find((g) => g.session_id === notice.session_id);
      const text = t.t("tournament_game", {
        round: notice.round,
        name: tournament.name,
        players: namesOf(tournament, t)(game?.players ?? []),
      });
      const replyMarkup = playButton(t, deps.webAppBaseUrl, notice.session_id);
      await api.sendMessage(chatId, text, replyMarkup ? { reply_markup: replyMarkup } : {});
    } else await postFinal(deps, api, chatId, t, tournament);
  });
}
