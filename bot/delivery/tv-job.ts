import { buildTvScreen } from "../tv-screen.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import type { GameMessageTarget } from "./game-message-target.ts";
import type { LaneJob } from "./lane-job.ts";
import { MessageBusy } from "./message-busy.ts";
import { showGame } from "./show-game.ts";
import { isUnreachable, messageOf } from "./telegram-errors.ts";

/** A chat's TV message of one game, and what to do when the watch is over. */
export interface TvTarget extends GameMessageTarget {
  /** The game whose featured games the watch follows ("" = any): the Next button's. */
  readonly pluginId: string;
  /** Whether the chat still watches this game (a Stop press or another /tv ends it). */
  watching(): boolean;
  /** The game is over (or gone): the chat watches it no more. */
  ended(): Promise<void>;
}

/**
 * The lane job that brings a chat's TV message to the watched game's current
 * version, as a spectator sees it. A watch job: it waits behind every played
 * game's job. Waiting ones of one game in one chat collapse into one, like
 * boards; `fresh` posts a new message instead of editing the last. A game
 * that is over or gone, or a chat that blocked the bot, ends the watch.
 */
export function tvJob(deps: DeliveryDeps, target: TvTarget, fresh = false): LaneJob {
  return {
    chatId: target.chatId,
    watch: true,
    ...(fresh ? {} : { key: `tv:${target.gameId}` }),
    async run() {
      if (!target.watching()) return;
      const shown = await showGame(deps, target, fresh, (view, t) =>
        buildTvScreen(view.doc, t, deps.core.now(), target.pluginId),
      ).catch(async (error: unknown) => {
        if (!isUnreachable(error)) throw error;
        deps.logger.info(
          { chatId: target.chatId, err: messageOf(error) },
          "TV chat unreachable; its watch ends",
        );
        return "gone" as const;
      });
      if (shown === "busy") throw new MessageBusy(`TV message in chat ${target.chatId} is being edited`);
      const game =
        shown === "gone" ? undefined : await deps.core.games.findGame(target.gameId).catch(() => undefined);
      if (game?.status !== "running") await target.ended();
    },
  };
}
