import { newChannel, OUTSIDER_KEY, type SessionChannel } from "./live-channel.ts";
import type { LiveSink, Subscriber } from "./live-sink.ts";
import { createPresenceTeller } from "./presence-teller.ts";
import type { SessionSnapshot } from "./session-snapshot.ts";
import type { SharedPresence } from "./shared-presence.ts";

export type ChannelRegistry = ReturnType<typeof createChannelRegistry>;

/** A new stream of a channel, and whether its participant just came online in this process. */
export interface Joined {
  readonly channel: SessionChannel;
  readonly subscriber: Subscriber;
  readonly arriving: boolean;
}

/** Who opens a stream: whose eyes it shows (null for an outsider of a public session) and which user. */
export interface Watcher {
  readonly viewer: string | null;
  readonly userId: string;
}

/** One more stream for `key` in `counts`; true when it is the key's first. */
function addStream(counts: Map<string, number>, key: string): boolean {
  const before = counts.get(key) ?? 0;
  counts.set(key, before + 1);
  return before === 0;
}

/** One stream fewer for `key` in `counts`; true when it was the key's last. */
function dropStream(counts: Map<string, number>, key: string): boolean {
  const left = (counts.get(key) ?? 1) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
  return left <= 0;
}

/**
 * This process's session channels: which streams watch which session, and
 * who is online in it, here and (through `presence`) on other processes.
 */
export function createChannelRegistry(presence: SharedPresence) {
  const channels = new Map<string, SessionChannel>();
  const tell = createPresenceTeller(presence, (sessionId) => channels.get(sessionId));
  let subscriberCount = 0;

  function remove(sessionId: string, subscriber: Subscriber) {
    const channel = channels.get(sessionId);
    if (!channel?.subscribers.delete(subscriber)) return;
    subscriberCount -= 1;
    const outsider = subscriber.participantId === null;
    if (!dropStream(outsider ? channel.outsiders : channel.online, subscriber.key)) return;
    if (channel.subscribers.size === 0) {
      tell.gone(sessionId, channel);
      channels.delete(sessionId);
    } else if (outsider) tell.settle(sessionId, channel);
    else tell.now(sessionId, channel);
  }

  /** Adds a watcher's stream to the session's channel, made with the session's first stream. */
  function join(
    sessionId: string,
    snapshot: SessionSnapshot,
    elsewhere: readonly string[],
    watcher: Watcher,
    sink: LiveSink,
  ): Joined {
    const { viewer, userId } = watcher;
    let channel = channels.get(sessionId);
    if (!channel) {
      channel = newChannel(snapshot, elsewhere);
      channels.set(sessionId, channel);
    }
    channel.elsewhere = elsewhere;
    const key = viewer ?? `${OUTSIDER_KEY}${userId}`;
    const first = addStream(viewer === null ? channel.outsiders : channel.online, key);
    const arriving = first && viewer !== null;
    if (arriving) tell.share(sessionId, channel);
    else if (first) tell.settle(sessionId, channel);
    const subscriber: Subscriber = { participantId: viewer, key, sink, lastSeq: Number.POSITIVE_INFINITY };
    channel.subscribers.add(subscriber);
    subscriberCount += 1;
    return { channel, subscriber, arriving };
  }

  return {
    get: (sessionId: string) => channels.get(sessionId),
    has: (sessionId: string) => channels.has(sessionId),
    /** Every channel by session id (a removal during the iteration is safe). */
    entries: () => channels.entries(),
    join,
    /** Drops a stream; its watcher goes offline with their last stream, the channel with its last. */
    remove,
    /** Tells the session's viewers who is online and how many watch, when that changed since they were last told. */
    announcePresence: tell.tellViewers,
    /** Re-reads who is online on other processes after one of them announced a change. */
    async refreshElsewhere(sessionId: string): Promise<void> {
      if (!channels.has(sessionId)) return;
      const elsewhere = await presence.elsewhere(sessionId);
      const channel = channels.get(sessionId);
      if (!channel) return;
      channel.elsewhere = elsewhere;
      tell.tellViewers(sessionId, channel);
    },
    /** Open streams in this process. */
    size: () => subscriberCount,
  };
}
