import type { DeliveryDeps } from "./delivery-deps.ts";
import type { GameMessageTarget } from "./game-message-target.ts";
import type { LaneJob } from "./lane-job.ts";
import { MessageBusy } from "./message-busy.ts";
import { showGame } from "./show-game.ts";

/**
 * The lane job that brings one chat's game message to the current version.
 * Waiting board jobs of one game in one chat collapse into one, which shows
 * the newest version when it runs; `resend` posts a fresh message instead.
 */
export function boardJob(deps: DeliveryDeps, target: GameMessageTarget, resend = false): LaneJob {
  return {
    chatId: target.chatId,
    ...(resend ? {} : { key: `board:${target.gameId}` }),
    async run() {
      if ((await showGame(deps, target, resend)) === "busy") {
        throw new MessageBusy(`game message in chat ${target.chatId} is being edited`);
      }
    },
  };
}
