import type { OutboxRow } from "../../src/messenger/messenger.ts";
import type { MessageKey } from "../i18n.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import { postNotice } from "./post-notice.ts";
import { postReminder } from "./post-reminder.ts";
import { syncGame } from "./sync-game.ts";

/**
 * Queues one outbox row's sends in the lanes of every chat it concerns: a
 * game update, a join, leave or host notice, or a mover's turn reminder. Resolves once they are
 * queued (so a session's rows queue in order), to the sends themselves.
 */
export async function deliverRow(deps: DeliveryDeps, row: OutboxRow): Promise<Promise<void>[]> {
  const payload = row.payload ? (JSON.parse(row.payload) as Record<string, string>) : {};
  switch (row.kind) {
    case "game_updated":
      return row.game_id ? syncGame(deps, row, row.game_id) : [];
    case "participant_joined": {
      const name = payload.display_name ?? "?";
      const seats = await deps.core.messenger.countSeatsLeft(row.session_id);
      const key: MessageKey =
        payload.role === "spectator"
          ? "notice_watching"
          : seats === 0
            ? "notice_joined_full"
            : "notice_joined";
      return postNotice(
        deps,
        row,
        (t) => t.t(key, { name, seats }),
        (m) => m.participantId === payload.participant_id,
      );
    }
    case "participant_left":
      return postNotice(
        deps,
        row,
        (t) => t.t("notice_left", { name: payload.display_name ?? "?" }),
        (m) => m.participantId === payload.participant_id,
      );
    case "session_updated": {
      const key: MessageKey =
        payload.event === "pause"
          ? "notice_paused"
          : payload.event === "resume"
            ? "notice_resumed"
            : "notice_closed";
      // Only the host pauses, resumes or closes; their own command already answered them.
      const notices = await postNotice(
        deps,
        row,
        (t) => t.t(key),
        (m) => m.role === "host",
      );
      const boards = row.game_id && payload.event !== "close" ? await syncGame(deps, row, row.game_id) : [];
      return [...notices, ...boards];
    }
    case "turn_reminder":
      return postReminder(deps, row);
  }
}
