import { findAuditHead } from "../db/repositories/audit-repository.ts";
import type { Store } from "../db/store.ts";
import { DomainError } from "../errors.ts";
import { watcherOf } from "../sessions/watch-access.ts";
import type { ChannelRegistry } from "./channel-registry.ts";
import { onlineOf, settledSnapshot, spectatorsOf } from "./live-channel.ts";
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

/** The session as stored now, and the log position it stands at (or after: the head is read first). */
async function readStart(store: Store, sessionId: string) {
  const head = await findAuditHead(store, sessionId);
  const snapshot = await readSessionSnapshot(store, sessionId);
  if (!snapshot) throw new DomainError("session_not_found", `No session ${sessionId}.`);
  return { seq: head?.seq ?? 0, snapshot };
}

/**
 * Where a stream starts: the session as the channel's viewers were last sent
 * it when nothing waits for a delivery (a crowd arriving reads the store
 * once, not once each), else as stored now; and who else watches, as the
 * channel last heard, or asked. `fresh`: read from the store, so a change
 * committed meanwhile may still have to be sent.
 */
async function startOf(parts: StreamParts, sessionId: string) {
  const channel = parts.channels.get(sessionId);
  const settled = channel && settledSnapshot(channel);
  if (channel && settled) return { ...settled, elsewhere: channel.elsewhere, fresh: false };
  const start = await readStart(parts.store, sessionId);
  const known = parts.channels.get(sessionId);
  const elsewhere = known ? known.elsewhere : await parts.presence.elsewhere(sessionId);
  return { ...start, elsewhere, fresh: true };
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
  const { seq: headSeq, snapshot, elsewhere, fresh } = await startOf(parts, sessionId);
  const participant = snapshot.participants.find((p) => p.user_id === userId);
  // Throws not_participant for an outsider of a private session (watch-access.ts).
  const viewer = watcherOf(snapshot.session.visibility, participant?.id);
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
  // A stream started from what the channel last sent, with no read between, misses nothing.
  if (!fresh && lastEventId === null) return () => channels.remove(sessionId, subscriber);
  // Whatever committed since the opening read is sent now rather than on the next change.
  if (fresh) channel.latest ??= { seq: headSeq, snapshot };
  channel.mustRead = true;
  void delivery.wake(sessionId);
  return () => channels.remove(sessionId, subscriber);
}
