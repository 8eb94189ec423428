import type { GamePhase } from "../../src/documents/chat-notice.ts";
import type { ChatViewer } from "../../src/messenger/chat-view.ts";
import type { TakenNotice } from "../../src/messenger/taken-notice.ts";
import { pickLanguage } from "../i18n.ts";
import { boardJob } from "./board-job.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import { awaitLater } from "./lanes.ts";
import { pickChatLanguages } from "./pick-chat-languages.ts";
import { pinJob } from "./pin-job.ts";
import { resultJob } from "./result-job.ts";
import { skipUnreachable } from "./skip-unreachable.ts";

/** The game's phase after a `game_updated` notice's change (read from the game for a notice that does not say). */
async function phaseOf(
  deps: DeliveryDeps,
  taken: TakenNotice,
  gameId: string,
): Promise<GamePhase | undefined> {
  const { notice } = taken;
  if (notice.kind !== "game_updated") return undefined;
  if (notice.phase) return notice.phase;
  if (taken.version === 1) return "started";
  const game = await deps.core.games.findGame(gameId);
  return game.status !== "running" && game.version === taken.version ? "ended" : "running";
}

/** Queues the game message of every chat of a notice's session (and a group's result at the end); returns the queued sends. */
export async function syncGame(
  deps: DeliveryDeps,
  taken: TakenNotice,
  gameId: string,
): Promise<Promise<void>[]> {
  const audience = await deps.core.messenger.listChatAudience(taken.sessionId);
  const targets: { chatId: string; viewer: ChatViewer }[] = audience.groupChatId
    ? [{ chatId: audience.groupChatId, viewer: { mover: true } }]
    : audience.members.map((m) => ({ chatId: m.chatId, viewer: { participantId: m.participantId } }));
  const language = await pickChatLanguages(
    deps.core.messenger,
    targets.map((t) => t.chatId),
  );
  // Only a group gets the result as a new message (private chats' boards already show it alone), and
  // only for the change that ended the game: every lane job takes one of the group's 20 writes a minute.
  // A group's live board is pinned at the start and unpinned after the result.
  const phase = audience.groupChatId !== null ? await phaseOf(deps, taken, gameId) : undefined;
  const ended = phase === "ended";
  const started = phase === "started";
  return targets.map((target) => {
    const full = {
      ...target,
      gameId,
      sessionId: taken.sessionId,
      language: pickLanguage(language(target.chatId)),
    };
    return awaitLater(
      skipUnreachable(deps.logger, target.chatId, async () => {
        const board = deps.lanes.submit(boardJob(deps, full));
        const result = ended
          ? [
              deps.lanes.submit(resultJob(deps, taken, full)),
              deps.lanes.submit(pinJob(deps, taken, full, false)),
            ]
          : [];
        const pin = started ? [deps.lanes.submit(pinJob(deps, taken, full, true))] : [];
        await Promise.all([board, ...result, ...pin]);
      }),
    );
  });
}
