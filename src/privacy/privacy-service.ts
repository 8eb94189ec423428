import type { Principal } from "../auth/principal.ts";
import { listIdleGuests } from "../db/repositories/player-data-repository.ts";
import { settleEach } from "../model/settle-each.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import { isoAt } from "../time.ts";
import { erasePlayer } from "./erase-player.ts";
import { exportPlayer } from "./export-player.ts";

export type PrivacyService = ReturnType<typeof createPrivacyService>;

const DAY_MS = 86_400_000;

/** A player's rights over their data: export and erasure, and the guest retention sweep. */
export function createPrivacyService(
  deps: UseCaseDeps & {
    /** The key of the erasure log's keyed hashes. */
    readonly secret: string;
    /** Told of each erased account, so cached credentials go at once. */
    readonly onErased: (userId: string) => void;
  },
) {
  const erase = async (userId: string) => {
    const erased = await erasePlayer(deps, userId);
    deps.onErased(userId);
    return erased;
  };
  return {
    /** GET /users/me/export: everything kept about the caller. */
    exportMine: (principal: Principal) => exportPlayer(deps.store, principal.userId, deps.now()),
    /** DELETE /users/me: erases the caller; idempotent. */
    eraseMe: (principal: Principal) => erase(principal.userId),
    /** Erases the guests unseen for `days` (0 = never), a batch at a time; answers how many. */
    eraseIdleGuests: async (days: number, limit = 500) => {
      if (days <= 0) return 0;
      const idle = await listIdleGuests(deps.store, isoAt(deps.now() - days * DAY_MS), limit);
      return settleEach(idle, "guest erasure", erase);
    },
  };
}
