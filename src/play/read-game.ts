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
import type { StateDocumentCache } from "./state-document-cache.ts";

/** A game with its session gate, if the caller is a participant (spectators included). */
async function loadForParticipant(r: Reader, principal: Principal, gameId: string) {
  const found = await findGameForUser(r, gameId, principal.userId);
  if (!found) throw new DomainError("game_not_found", `No game ${gameId}.`);
  if (!found.participantId) throw new DomainError("not_participant");
  return { ...found, participantId: found.participantId };
}

/** The stored game, if the caller may see it (participants, spectators included). */
export async function visibleGame(r: Reader, principal: Principal, gameId: string): Promise<GameRow> {
  return (await loadForParticipant(r, principal, gameId)).game;
}

/** A game's head (id, version, deadline) and its session's pause, if the caller is a participant (spectators included). */
async function headForParticipant(r: Reader, principal: Principal, gameId: string) {
  const found = await findGameHeadForUser(r, gameId, principal.userId);
  if (!found) throw new DomainError("game_not_found", `No game ${gameId}.`);
  if (!found.participantId) throw new DomainError("not_participant");
  return { head: found.head, paused: found.sessionStatus === "Paused", participantId: found.participantId };
}

/** The stored game's head (id, version, deadline), if the caller may see it: enough for an ETag. */
export async function visibleGameHead(r: Reader, principal: Principal, gameId: string): Promise<GameHead> {
  return (await headForParticipant(r, principal, gameId)).head;
}

/**
 * The state document as the caller (a participant, spectators included)
 * sees it. A small read checks the caller and names the version; the whole
 * row is read and the document built only when the cache lacks it.
 */
export async function readState(
  r: Reader,
  documents: StateDocumentCache,
  principal: Principal,
  gameId: string,
): Promise<StateDocument> {
  const { head, paused, participantId } = await headForParticipant(r, principal, gameId);
  const known = documents.find(head, participantId, paused);
  if (known) return known;
  const game = await requireGame(r, gameId);
  return documents.keep(
    game,
    participantId,
    paused,
    buildStateDocument(game, pluginOf(game), JSON.parse(game.state), participantId, paused),
  );
}

/** The game's slice of its session's hash-chained audit trail, in order (participants only). */
export async function readAudit(r: Reader, principal: Principal, gameId: string): Promise<AuditEntry[]> {
  const { game } = await loadForParticipant(r, principal, gameId);
  return listGameAudit(r, game);
}
