import type { ChatViewer } from "../../src/messenger/chat-view.ts";
import type { GameMessageKey, GameMessageRow } from "../../src/messenger/messenger.ts";
import type { Language } from "../i18n.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";

/** One chat's game message to bring up to date. */
export interface GameMessageTarget {
  readonly chatId: string;
  readonly gameId: string;
  readonly sessionId: string;
  readonly viewer: ChatViewer;
  readonly language: Language;
}

/** Takes the short lease on a target's message row; `lease` is undefined while another worker holds it. */
export async function leaseTarget(
  deps: DeliveryDeps,
  target: GameMessageTarget,
): Promise<{ readonly key: GameMessageKey; readonly lease: GameMessageRow | undefined }> {
  const key: GameMessageKey = { chatId: target.chatId, gameId: target.gameId };
  const lease = await deps.core.messenger.leaseGameMessage(
    { ...key, sessionId: target.sessionId },
    deps.owner,
    deps.core.now(),
    deps.leaseMs,
  );
  return { key, lease };
}
