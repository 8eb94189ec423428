import type { Principal } from "../auth/principal.ts";
import { listGameAudit } from "../db/repositories/audit-repository.ts";
import { findGameForUser, findGameHeadForUser, type GameHead } from "../db/repositories/game-repository.ts";
import type { GameRow } from "../db/schema.ts";
import type { Reader } from "../db/store.ts";
import type { AuditEntry } from "../documents/audit-entry.ts";
import { DomainError } from "../errors.ts";
import type { StateDocument } from "../games/registry.ts";
import { pluginOf } from "../model/game-record.ts";
import { requireGame } from "../model/require-game.ts";
import { buildStateDocument } from "../model/state-document.ts";
import { watcherOf } from "../sessions/watch-access.ts";
import type { StateDocumentCache } from "./state-document-cache.ts";

/** A game with its session gate, if the caller is a participant (spectators included). */
async function loadForParticipant(r: Reader, principal: Principal, gameId: string) {
  const found = await findGameForUser(r, gameId, principal.userId);
  if (!found) throw new DomainError("game_not_found", `No game ${gameId}.`);
  if (!found.participantId) throw new DomainError("not_participant");
  return { ...found, participantId: found.participantId };
}

/**
 * A game's head (id, version, deadline), its session's pause, and whose eyes
 * the caller watches it through (watch-access.ts: null for an outsider of a
 * public session).
 */
async function headForWatcher(r: Reader, principal: Principal, gameId: string) {
  const found = await findGameHeadForUser(r, gameId, principal.userId);
  if (!found) throw new DomainError("game_not_found", `No game ${gameId}.`);
  const viewer = watcherOf(found.visibility, found.participantId);
  return { head: found.head, paused: found.sessionStatus === "Paused", viewer };
}

/** The stored game, if the caller may watch it (participants, and anyone for a public session). */
export async function visibleGame(r: Reader, principal: Principal, gameId: string): Promise<GameRow> {
  await headForWatcher(r, principal, gameId);
  return requireGame(r, gameId);
}

/** The stored game's head (id, version, deadline), if the caller may watch it: enough for an ETag. */
export async function visibleGameHead(r: Reader, principal: Principal, gameId: string): Promise<GameHead> {
  return (await headForWatcher(r, principal, gameId)).head;
}

/**
 * The state document as the caller (a participant, spectators included, or
 * anyone watching a public session as a spectator would) sees it. A small read checks the caller and names the version; the whole
 * row is read and the document built only when the cache lacks it.
 */
export async function readState(
  r: Reader,
  documents: StateDocumentCache,
  principal: Principal,
  gameId: string,
): Promise<StateDocument> {
  const { head, paused, viewer } = await headForWatcher(r, principal, gameId);
  const known = documents.find(head, viewer, paused);
  if (known) return known;
  const game = await requireGame(r, gameId);
  return documents.keep(
    game,
    viewer,
    paused,
    buildStateDocument(game, pluginOf(game), JSON.parse(game.state), viewer, paused),
  );
}

/** The game's slice of its session's hash-chained audit trail, in order (participants only). */
export async function readAudit(r: Reader, principal: Principal, gameId: string): Promise<AuditEntry[]> {
  const { game } = await loadForParticipant(r, principal, gameId);
  return listGameAudit(r, game);
}
