import type { Store } from "../db/store.ts";
import { createChannelRegistry } from "./channel-registry.ts";
import { broadcast, countSpectators } from "./live-channel.ts";
import { createLiveDelivery } from "./live-delivery.ts";
import { type OpenStream, openStream } from "./open-stream.ts";
import { createRemoteWatchers } from "./remote-watchers.ts";
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
  const remote = createRemoteWatchers(presence);
  const unsubscribePresence = presence.subscribe((sessionId) => {
    remote.forget(sessionId);
    channels.refreshElsewhere(sessionId).catch(onError);
  });
  /** Set first by close(): a stream still opening then is ended instead of joining. */
  let closed = false;
  const parts = { store, replayLimit, presence, channels, delivery, closed: () => closed };
  const heartbeat = setInterval(() => {
    for (const [sessionId, channel] of channels.entries()) broadcast(sessionId, channel, null);
  }, heartbeatMs);
  heartbeat.unref();

  return {
    /** Opens a viewer's stream; see `openStream`. */
    open: (request: OpenStream) => openStream(parts, request),
    /** Open streams in this process. */
    size: () => channels.size(),
    /** How many watch the session's game without a seat in `seated`, on every process (each person once). */
    async spectators(sessionId: string, seated: ReadonlySet<string>): Promise<number> {
      const channel = channels.get(sessionId);
      return countSpectators(channel, channel ? channel.elsewhere : await remote.of(sessionId), seated);
    },
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
