import { broadcast, newChannel, onlineOf, type SessionChannel, type Subscriber } from "./live-channel.ts";
import type { LiveSink } from "./live-sink.ts";
import type { SessionSnapshot } from "./session-snapshot.ts";
import type { SharedPresence } from "./shared-presence.ts";

export type ChannelRegistry = ReturnType<typeof createChannelRegistry>;

/** A new stream of a channel, and whether its participant just came online in this process. */
export interface Joined {
  readonly channel: SessionChannel;
  readonly subscriber: Subscriber;
  readonly arriving: boolean;
}

/**
 * This process's session channels: which streams watch which session, and
 * who is online in it, here and (through `presence`) on other processes.
 */
export function createChannelRegistry(presence: SharedPresence) {
  const channels = new Map<string, SessionChannel>();
  let subscriberCount = 0;

  /** Tells the session's viewers who is online, when that changed since they were last told. */
  function announcePresence(sessionId: string, channel: SessionChannel) {
    const online = onlineOf(channel);
    if (online === channel.told) return;
    channel.told = online;
    broadcast(sessionId, channel, { id: null, event: "presence", data: `{"online":${online}}` });
  }

  function remove(sessionId: string, subscriber: Subscriber) {
    const channel = channels.get(sessionId);
    if (!channel?.subscribers.delete(subscriber)) return;
    subscriberCount -= 1;
    const count = (channel.online.get(subscriber.participantId) ?? 1) - 1;
    if (count > 0) {
      channel.online.set(subscriber.participantId, count);
      return;
    }
    channel.online.delete(subscriber.participantId);
    presence.announce(sessionId, [...channel.online.keys()]);
    if (channel.subscribers.size === 0) channels.delete(sessionId);
    else announcePresence(sessionId, channel);
  }

  /** Adds a participant's stream to the session's channel, made with the session's first stream. */
  function join(
    sessionId: string,
    snapshot: SessionSnapshot,
    elsewhere: readonly string[],
    participantId: string,
    sink: LiveSink,
  ): Joined {
    let channel = channels.get(sessionId);
    if (!channel) {
      channel = newChannel(snapshot, elsewhere);
      channels.set(sessionId, channel);
    }
    channel.elsewhere = elsewhere;
    const arriving = !channel.online.has(participantId);
    channel.online.set(participantId, (channel.online.get(participantId) ?? 0) + 1);
    if (arriving) presence.announce(sessionId, [...channel.online.keys()]);
    const subscriber: Subscriber = { participantId, sink, lastSeq: Number.POSITIVE_INFINITY };
    channel.subscribers.add(subscriber);
    subscriberCount += 1;
    return { channel, subscriber, arriving };
  }

  /** Re-reads who is online on other processes after one of them announced a change. */
  async function refreshElsewhere(sessionId: string): Promise<void> {
    if (!channels.has(sessionId)) return;
    const elsewhere = await presence.elsewhere(sessionId);
    const channel = channels.get(sessionId);
    if (!channel) return;
    channel.elsewhere = elsewhere;
    announcePresence(sessionId, channel);
  }

  return {
    get: (sessionId: string) => channels.get(sessionId),
    has: (sessionId: string) => channels.has(sessionId),
    /** Every channel by session id (a removal during the iteration is safe). */
    entries: () => channels.entries(),
    join,
    /** Drops a stream; its participant goes offline with their last stream, the channel with its last. */
    remove,
    announcePresence,
    refreshElsewhere,
    /** Open streams in this process. */
    size: () => subscriberCount,
  };
}
