import { findAuditHead } from "../db/repositories/audit-repository.ts";
import type { Store } from "../db/store.ts";
import { DomainError } from "../errors.ts";
import { watcherOf } from "../sessions/watch-access.ts";
import type { ChannelRegistry } from "./channel-registry.ts";
import { onlineOf, spectatorsOf } from "./live-channel.ts";
import type { LiveDelivery } from "./live-delivery.ts";
import type { LiveSink } from "./live-sink.ts";
import { openingEvents } from "./live-stream-text.ts";
import { readSessionSnapshot } from "./session-snapshot.ts";
import type { SharedPresence } from "./shared-presence.ts";

/** A viewer's request for a session's stream. */
export interface OpenStream {
  readonly userId: string;
  readonly sessionId: string;
  /** The last event id the client saw (Last-Event-ID), or null for a fresh start. */
  readonly lastEventId: number | null;
  readonly sink: LiveSink;
}

/** The hub's parts a stream is opened against. */
export interface StreamParts {
  readonly store: Store;
  readonly replayLimit: number;
  readonly presence: SharedPresence;
  readonly channels: ChannelRegistry;
  readonly delivery: LiveDelivery;
  /** True once the hub is closed: a stream still opening then is ended instead of joining. */
  readonly closed: () => boolean;
}

/**
 * The session as its viewer first sees it, and whose eyes they watch through
 * (watch-access.ts: null for an outsider of a public session); throws
 * session_not_found or not_participant.
 */
async function readViewerStart(store: Store, sessionId: string, userId: string) {
  const head = await findAuditHead(store, sessionId);
  const snapshot = await readSessionSnapshot(store, sessionId);
  if (!snapshot) throw new DomainError("session_not_found", `No session ${sessionId}.`);
  const participant = snapshot.participants.find((p) => p.user_id === userId);
  const viewer = watcherOf(snapshot.session.visibility, participant?.id);
  return { headSeq: head?.seq ?? 0, snapshot, viewer };
}

/**
 * Opens a watcher's stream (a participant, spectators included, or anyone
 * for a public session): it sends the opening events, then every change;
 * resolves to the function that closes it. Throws before anything is sent
 * when the viewer may not watch.
 */
export async function openStream(parts: StreamParts, request: OpenStream): Promise<() => void> {
  const { store, channels, delivery } = parts;
  const { userId, sessionId, lastEventId, sink } = request;
  const { headSeq, snapshot, viewer } = await readViewerStart(store, sessionId, userId);
  const elsewhere = await parts.presence.elsewhere(sessionId);
  const { channel, subscriber, arriving } = channels.join(
    sessionId,
    snapshot,
    elsewhere,
    { viewer, userId },
    sink,
  );
  try {
    const start = await openingEvents(
      store,
      parts.replayLimit,
      sessionId,
      viewer,
      sink.wire,
      lastEventId,
      snapshot,
      headSeq,
      { online: onlineOf(channel), spectators: spectatorsOf(channel) },
    );
    subscriber.lastSeq = start.lastSeq;
    sink.write(start.text);
  } catch (error) {
    channels.remove(sessionId, subscriber);
    throw error;
  }
  if (parts.closed()) {
    channels.remove(sessionId, subscriber);
    sink.end();
    return () => {};
  }
  if (arriving) channels.announcePresence(sessionId, channel);
  // Whatever committed since the opening read is sent now rather than on the next change.
  channel.mustRead = true;
  void delivery.wake(sessionId);
  return () => channels.remove(sessionId, subscriber);
}
