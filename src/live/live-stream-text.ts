import { listSessionAuditAfter } from "../db/repositories/audit-repository.ts";
import type { Reader } from "../db/store.ts";
import type { AuditRecord } from "../documents/audit-entry.ts";
import type { LiveEventName } from "../documents/live-event-names.ts";
import { type LiveEvent, type LiveWire, liveEventNameOf } from "./live-event.ts";
import { type SessionSnapshot, viewSnapshot } from "./session-snapshot.ts";

// The text of a session stream's events: built from the audit log and the
// viewer's documents, with no knowledge of who is subscribed.

/** The entry fields an event carries before the viewer's documents. */
export function entryFields(entry: Pick<AuditRecord, "seq" | "kind" | "actor" | "version" | "at">): string {
  return JSON.stringify({
    seq: entry.seq,
    kind: entry.kind,
    actor: entry.actor,
    version: entry.version,
    at: entry.at,
  }).slice(0, -1);
}

/**
 * Each viewer's documents as the tail of an event's JSON, built once per
 * participant (and once for every outsider, whose `you` is null). A move
 * changes only the game, so its events leave the session document out (half
 * the bytes for every stream).
 */
export function viewerJson(snapshot: SessionSnapshot, online: string, spectators: number) {
  const cache = new Map<string, string>();
  let sessionJson: string | undefined;
  return (participantId: string | null, withSession = true) => {
    const key = `${participantId}:${withSession}`;
    let json = cache.get(key);
    if (json === undefined) {
      const { session, state } = viewSnapshot(snapshot, participantId, spectators);
      sessionJson ??= JSON.stringify(session);
      const sessionPart = withSession ? `"session":${sessionJson},` : "";
      const you = JSON.stringify(participantId);
      json = `"you":${you},"online":${online},${sessionPart}"state":${JSON.stringify(state)}}`;
      cache.set(key, json);
    }
    return json;
  };
}

/** A `turn` event when these entries moved the turn to someone else. */
export function turnChange(
  lastTurn: { mover: string | null },
  snapshot: SessionSnapshot,
  events: readonly { name: LiveEventName | null }[],
  seq: number,
): LiveEvent | null {
  if (!events.some((e) => e.name === "action_applied" || e.name === "game_started")) return null;
  const state = viewSnapshot(snapshot, null).state;
  const mover = state?.turn?.participant_id ?? null;
  if (mover === lastTurn.mover) return null;
  lastTurn.mover = mover;
  const data = JSON.stringify({
    seq,
    game_id: state?.game_id ?? null,
    version: state?.version ?? null,
    turn: state?.turn ?? null,
  });
  return { id: seq, event: "turn", data };
}

/** The first events of a stream: a snapshot, the replay after Last-Event-ID, or a resync. */
export async function openingEvents(
  store: Reader,
  replayLimit: number,
  sessionId: string,
  participantId: string | null,
  wire: LiveWire,
  lastEventId: number | null,
  snapshot: SessionSnapshot,
  headSeq: number,
  watching: { readonly online: string; readonly spectators: number },
) {
  const tail = viewerJson(snapshot, watching.online, watching.spectators)(participantId);
  const whole = (name: LiveEventName) =>
    wire.event(sessionId, { id: headSeq, event: name, data: `{"seq":${headSeq},"kind":"${name}",${tail}` });
  if (lastEventId === null) return { text: whole("snapshot"), lastSeq: headSeq };
  if (lastEventId > headSeq) return { text: whole("resync"), lastSeq: headSeq };
  const entries = await listSessionAuditAfter(store, sessionId, lastEventId, replayLimit + 1);
  if (entries.length > replayLimit) return { text: whole("resync"), lastSeq: headSeq };
  let text = "";
  let lastSeq = lastEventId;
  for (const entry of entries) {
    const name = liveEventNameOf(entry);
    lastSeq = entry.seq;
    if (name)
      text += wire.event(sessionId, { id: entry.seq, event: name, data: `${entryFields(entry)},${tail}` });
  }
  return { text, lastSeq };
}
