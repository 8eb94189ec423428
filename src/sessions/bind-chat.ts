import type { Principal } from "../auth/principal.ts";
import { setSessionChat } from "../db/repositories/session-repository.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import { isoAt } from "../time.ts";
import { requireHost } from "./membership.ts";

/** Host only: binds the session to the Telegram group it was created in. */
export async function bindChat(
  { store, now }: UseCaseDeps,
  principal: Principal,
  sessionId: string,
  chatId: string,
): Promise<void> {
  await store.write(async (tx) => {
    await requireHost(tx, principal, sessionId);
    await setSessionChat(tx, sessionId, chatId, isoAt(now()));
  });
}
