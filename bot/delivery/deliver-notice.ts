import type { TakenNotice } from "../../src/messenger/taken-notice.ts";
import type { MessageKey } from "../i18n.ts";
import { shownName } from "../player-name.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import { postClockNotice } from "./post-clock.ts";
import { postLeague } from "./post-league.ts";
import { postNotice } from "./post-notice.ts";
import { postQuickPlay } from "./post-quick-play.ts";
import { postReminder } from "./post-reminder.ts";
import { postTournament } from "./post-tournament.ts";
import { syncGame } from "./sync-game.ts";

/**
 * Queues one notice's sends in the lanes of every chat it concerns: a game
 * update, a join, leave or host notice, a mover's turn reminder, a
 * tournament's round, game or end, a quick-play match, or a month's league. Resolves
 * once they are queued (so a session's notices queue in order), to the sends themselves.
 */
export async function deliverNotice(deps: DeliveryDeps, taken: TakenNotice): Promise<Promise<void>[]> {
  const { notice } = taken;
  switch (notice.kind) {
    case "game_updated":
      return taken.gameId ? syncGame(deps, taken, taken.gameId) : [];
    case "participant_joined": {
      const seats = await deps.core.messenger.countSeatsLeft(taken.sessionId);
      const key: MessageKey =
        notice.role === "spectator"
          ? "notice_watching"
          : seats === 0
            ? "notice_joined_full"
            : "notice_joined";
      return postNotice(
        deps,
        taken,
        (t) => t.t(key, { name: shownName(notice.display_name, t), seats }),
        (m) => m.participantId === notice.participant_id,
      );
    }
    case "participant_left":
      return postNotice(
        deps,
        taken,
        (t) => t.t("notice_left", { name: shownName(notice.display_name, t) }),
        (m) => m.participantId === notice.participant_id,
      );
    case "session_updated": {
      const key: MessageKey =
        notice.event === "pause"
          ? "notice_paused"
          : notice.event === "resume"
            ? "notice_resumed"
            : "notice_closed";
      // Only the host pauses, resumes or closes; their own command already answered them.
      const notices = await postNotice(
        deps,
        taken,
        (t) => t.t(key),
        (m) => m.role === "host",
      );
      const boards =
        taken.gameId && notice.event !== "close" ? await syncGame(deps, taken, taken.gameId) : [];
      return [...notices, ...boards];
    }
    case "turn_reminder":
      return postReminder(deps, taken, notice);
    case "clock_reminder":
    case "stand_in_started":
      return postClockNotice(deps, taken, notice);
    case "tournament_round":
    case "tournament_game":
    case "tournament_finished":
      return postTournament(deps, taken, notice);
    case "quick_play_matched":
      return postQuickPlay(deps, taken, notice);
    case "league_table":
      return postLeague(deps, taken, notice);
  }
}
