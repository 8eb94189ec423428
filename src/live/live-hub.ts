import { findAuditHead } from "../db/repositories/audit-repository.ts";
import type { Store } from "../db/store.ts";
import { DomainError } from "../errors.ts";
import { createChannelRegistry } from "./channel-registry.ts";
import { broadcast, onlineOf } from "./live-channel.ts";
import { createLiveDelivery } from "./live-delivery.ts";
import type { LiveSink } from "./live-sink.ts";
import { openingEvents } from "./live-stream-text.ts";
import { readSessionSnapshot } from "./session-snapshot.ts";
import { createLocalPresence, type SharedPresence } from "./shared-presence.ts";

export interface LiveHubDeps {
  readonly store: Store;
  readonly heartbeatMs: number;
  /** A resume further behind than this many log entries gets `resync` instead of a replay. */
  readonly replayLimit?: number;
  /** Who is online on other processes (Redis with REDIS_URL); none by default. */
  readonly presence?: SharedPresence;
  readonly onError?: (error: unknown) => void;
}

export interface OpenStream {
  readonly userId: string;
  readonly sessionId: string;
  /** The last event id the client saw (Last-Event-ID), or null for a fresh start. */
  readonly lastEventId: number | null;
  readonly sink: LiveSink;
}

export type LiveHub = ReturnType<typeof createLiveHub>;

const DEFAULT_REPLAY_LIMIT = 200;

/**
 * Live session streams of this process: one subscription to the store's
 * change feed, at most one catch-up read per session per change however
 * many viewers watch it (none for a move this process committed: its notice
 * carries it), and each viewer's documents serialized once per change.
 * A subscriber is only ever behind by what the log holds, so a missed
 * wake-up delays an event but never loses it.
 */
export function createLiveHub({
  store,
  heartbeatMs,
  replayLimit = DEFAULT_REPLAY_LIMIT,
  presence = createLocalPresence(),
  onError = () => {},
}: LiveHubDeps) {
  const channels = createChannelRegistry(presence);
  const delivery = createLiveDelivery(store, channels, onError);
  const unsubscribe = store.changes.subscribe((change) => {
    if (channels.has(change.session_id)) delivery.schedule(change.session_id, change.committed);
  });
  const unsubscribePresence = presence.subscribe((sessionId) => {
    channels.refreshElsewhere(sessionId).catch(onError);
  });
  /** Set first by close(): a stream still opening then is ended instead of joining. */
  let closed = false;
  const heartbeat = setInterval(() => {
    for (const [sessionId, channel] of channels.entries()) broadcast(sessionId, channel, null);
  }, heartbeatMs);
  heartbeat.unref();

  return {
    /**
     * Opens a participant's (spectators included) stream: it sends the
     * opening events, then every change; resolves to the function that
     * closes it. Throws session_not_found or not_participant before anything is sent.
     */
    async open({ userId, sessionId, lastEventId, sink }: OpenStream): Promise<() => void> {
      const head = await findAuditHead(store, sessionId);
      const snapshot = await readSessionSnapshot(store, sessionId);
      if (!snapshot) throw new DomainError("session_not_found", `No session ${sessionId}.`);
      const participant = snapshot.participants.find((p) => p.user_id === userId);
      if (!participant) throw new DomainError("not_participant");
      const elsewhere = await presence.elsewhere(sessionId);
      const { channel, subscriber, arriving } = channels.join(
        sessionId,
        snapshot,
        elsewhere,
        participant.id,
        sink,
      );
      try {
        const start = await openingEvents(
          store,
          replayLimit,
          sessionId,
          participant.id,
          sink.wire,
          lastEventId,
          snapshot,
          head?.seq ?? 0,
          onlineOf(channel),
        );
        subscriber.lastSeq = start.lastSeq;
        sink.write(start.text);
      } catch (error) {
        channels.remove(sessionId, subscriber);
        throw error;
      }
      if (closed) {
        channels.remove(sessionId, subscriber);
        sink.end();
        return () => {};
      }
      if (arriving) channels.announcePresence(sessionId, channel);
      // Whatever committed since the opening read is sent now rather than on the next change.
      channel.mustRead = true;
      void delivery.wake(sessionId);
      return () => channels.remove(sessionId, subscriber);
    },
    /** Open streams in this process. */
    size: () => channels.size(),
    /** Ends every stream and stops listening to the feed. */
    close(): void {
      closed = true;
      clearInterval(heartbeat);
      delivery.close();
      unsubscribe();
      unsubscribePresence();
      for (const [sessionId, channel] of channels.entries()) {
        for (const subscriber of [...channel.subscribers]) {
          channels.remove(sessionId, subscriber);
          subscriber.sink.end();
        }
      }
    },
  };
}
