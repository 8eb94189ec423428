import type { OutboxRow } from "../../src/db/schema.ts";
import { countSeatsLeft } from "../../src/messenger/seats-left.ts";
import type { MessageKey } from "../i18n.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import { postNotice } from "./post-notice.ts";
import { syncGame } from "./sync-game.ts";

/** Delivers one outbox row to every chat it concerns: a game update, or a join, leave or host notice. */
export async function deliverRow(deps: DeliveryDeps, row: OutboxRow): Promise<void> {
  const payload = row.payload ? (JSON.parse(row.payload) as Record<string, string>) : {};
  switch (row.kind) {
    case "game_updated":
      if (row.game_id) await syncGame(deps, row, row.game_id);
      return;
    case "participant_joined": {
      const name = payload.display_name ?? "?";
      const seats = await countSeatsLeft(deps.core.store, row.session_id);
      const key: MessageKey =
        payload.role === "spectator"
          ? "notice_watching"
          : seats === 0
            ? "notice_joined_full"
            : "notice_joined";
      await postNotice(
        deps,
        row,
        (t) => t.t(key, { name, seats }),
        (m) => m.participantId === payload.participant_id,
      );
      return;
    }
    case "participant_left":
      await postNotice(
        deps,
        row,
        (t) => t.t("notice_left", { name: payload.display_name ?? "?" }),
        (m) => m.participantId === payload.participant_id,
      );
      return;
    case "session_updated": {
      const key: MessageKey =
        payload.event === "pause"
          ? "notice_paused"
          : payload.event === "resume"
            ? "notice_resumed"
            : "notice_closed";
      // Only the host pauses, resumes or closes; their own command already answered them.
      await postNotice(
        deps,
        row,
        (t) => t.t(key),
        (m) => m.role === "host",
      );
      if (row.game_id && payload.event !== "close") await syncGame(deps, row, row.game_id);
      return;
    }
  }
}
