import type { TakenNotice } from "../../src/messenger/taken-notice.ts";
import type { MessageKey } from "../i18n.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import { postNotice } from "./post-notice.ts";
import { postReminder } from "./post-reminder.ts";
import { syncGame } from "./sync-game.ts";

/**
 * Queues one notice's sends in the lanes of every chat it concerns: a game
 * update, a join, leave or host notice, or a mover's turn reminder. Resolves
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
        (t) => t.t(key, { name: notice.display_name, seats }),
        (m) => m.participantId === notice.participant_id,
      );
    }
    case "participant_left":
      return postNotice(
        deps,
        taken,
        (t) => t.t("notice_left", { name: notice.display_name }),
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
  }
}
