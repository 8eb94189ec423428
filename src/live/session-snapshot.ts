import { findGame } from "../db/repositories/game-repository.ts";
import { listParticipants } from "../db/repositories/participant-repository.ts";
import { findSession } from "../db/repositories/session-repository.ts";
import type { GameRow, ParticipantRow, SessionRow } from "../db/schema.ts";
import type { Reader } from "../db/store.ts";
import type { SessionView } from "../documents/session-document.ts";
import type { StateDocument } from "../games/registry.ts";
import { pluginOf, seatsOf } from "../model/game-record.ts";
import { buildStateDocument } from "../model/state-document.ts";
import { toSessionView } from "../sessions/session-view.ts";

/** A session as stored at one instant: read once, then seen by each viewer. */
export interface SessionSnapshot {
  readonly session: SessionRow;
  readonly participants: readonly ParticipantRow[];
  /** The session's current (or last) game, its state parsed once for every viewer. */
  readonly game: { readonly row: GameRow; readonly state: unknown } | null;
}

/** What one viewer of a live stream is shown: the same documents as GET /sessions/{id} and GET /games/{id}/state. */
export interface SessionViewDocuments {
  readonly session: SessionView;
  readonly state: StateDocument | null;
}

/** The session part of a snapshot: it changes only with session-level entries, so streams may keep it. */
export type SessionPart = Pick<SessionSnapshot, "session" | "participants">;

/** Reads a session and its participants; undefined without the session. */
export async function readSessionPart(r: Reader, sessionId: string): Promise<SessionPart | undefined> {
  const session = await findSession(r, sessionId);
  if (!session) return undefined;
  return { session, participants: await listParticipants(r, sessionId) };
}

/** Completes a session part with its current game as stored now. */
export async function readGamePart(r: Reader, part: SessionPart): Promise<SessionSnapshot> {
  const id = part.session.current_game_id;
  const row = id ? await findGame(r, id) : undefined;
  return { ...part, game: row ? { row, state: JSON.parse(row.state) } : null };
}

/** Reads a session, its participants and its current game; undefined without the session. */
export async function readSessionSnapshot(
  r: Reader,
  sessionId: string,
): Promise<SessionSnapshot | undefined> {
  const part = await readSessionPart(r, sessionId);
  return part ? readGamePart(r, part) : undefined;
}

/** The snapshot through one viewer's eyes (a participant id; null, as a spectator, sees no allowed actions). */
export function viewSnapshot(
  snapshot: SessionSnapshot,
  viewer: string | null,
  spectators = 0,
): SessionViewDocuments {
  const { session, participants, game } = snapshot;
  if (!game) return { session: toSessionView(session, participants), state: null };
  const paused = session.status === "Paused";
  const state = buildStateDocument(game.row, pluginOf(game.row), game.state, viewer, paused, spectators);
  return { session: toSessionView(session, participants), state };
}

/** The participants seated at the snapshot's game (none without one). */
export function seatedIn(snapshot: SessionSnapshot): ReadonlySet<string> {
  return new Set(snapshot.game ? seatsOf(snapshot.game.row).map((seat) => seat.id) : []);
}
