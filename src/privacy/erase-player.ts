import { createHmac } from "node:crypto";
import { rewriteSeats } from "../db/repositories/game-writer.ts";
import {
  erasePlayerRows,
  listOutboxNotices,
  listParticipantsOfUser,
  logErasure,
  setOutboxPayload,
} from "../db/repositories/player-data-repository.ts";
import { findUserById } from "../db/repositories/user-repository.ts";
import type { WriteTx } from "../db/store.ts";
import { ERASED_NAME } from "../model/erased-name.ts";
import type { StoredSeat } from "../model/game-record.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import { isoAt } from "../time.ts";

/** The erasure log's key for a user: a keyed hash, so the log proves an erasure without keeping the id. */
export function erasureKey(secret: string, userId: string): string {
  return createHmac("sha256", secret).update(`player:${userId}`).digest("hex");
}

/** The player's name in every seat of every game of the sessions they sat in, running or over. */
function renameSeats(tx: WriteTx, sessionIds: readonly string[], mine: ReadonlySet<string>): Promise<void> {
  return rewriteSeats(tx, sessionIds, (stored) => {
    const seats = JSON.parse(stored) as StoredSeat[];
    if (!seats.some((s) => mine.has(s.id))) return null;
    return JSON.stringify(seats.map((s) => (mine.has(s.id) ? { ...s, name: ERASED_NAME } : s)));
  });
}

/** Joins and leaves kept for chats that name the player. */
async function renameNotices(
  tx: WriteTx,
  sessionIds: readonly string[],
  mine: ReadonlySet<string>,
): Promise<void> {
  for (const row of await listOutboxNotices(tx, sessionIds)) {
    const payload = JSON.parse(row.payload ?? "{}") as Record<string, unknown>;
    if (!mine.has(String(payload.participant_id)) || !("display_name" in payload)) continue;
    await setOutboxPayload(tx, row.id, JSON.stringify({ ...payload, display_name: ERASED_NAME }));
  }
}

/**
 * Erases a player in one unit (docs/privacy.md; src/privacy/personal-data.ts
 * lists every column): credentials, Telegram link and tokens go, names read
 * "Deleted player" everywhere, ratings and results leave every table, and the
 * bot forgets their private chat. Everyone else's games stay whole and their
 * audit chains verify, since the chains hold no names. Idempotent: erasing
 * an erased or unknown account changes nothing. True when this call erased.
 */
export function erasePlayer(
  deps: UseCaseDeps & { readonly secret: string },
  userId: string,
): Promise<boolean> {
  const at = isoAt(deps.now());
  return deps.store.write(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user || user.erased_at || user.kind === "computer") return false;
    const seats = await listParticipantsOfUser(tx, userId);
    const mine = new Set(seats.map((p) => p.participant_id));
    const sessions = [...new Set(seats.map((p) => p.session_id))];
    await renameSeats(tx, sessions, mine);
    await renameNotices(tx, sessions, mine);
    await erasePlayerRows(tx, { id: userId, telegramId: user.telegram_id, name: ERASED_NAME, at });
    await logErasure(tx, erasureKey(deps.secret, userId), at);
    return true;
  });
}
