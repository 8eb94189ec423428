import { findAuditHead, listSessionAuditAfter } from "../db/repositories/audit-repository.ts";
import type { AuditEntryRow } from "../db/schema.ts";
import type { Store } from "../db/store.ts";
import { DomainError } from "../errors.ts";
import { newChannel, onlineOf, type SessionChannel, type Subscriber } from "./live-channel.ts";
import { formatLiveEvent, liveEventNameOf } from "./live-event.ts";
import { entryFields, openingEvents, turnChange, viewerJson } from "./live-stream-text.ts";
import { readGamePart, readSessionPart, readSessionSnapshot } from "./session-snapshot.ts";
import { createLocalPresence, type SharedPresence } from "./shared-presence.ts";

/** Where a stream's text goes; the adapter disconnects a client that does not keep up. */
export interface LiveSink {
  /** Text, or text already encoded (one buffer shared by many streams). */
  write(text: string | Uint8Array): void;
  /** Ends the stream from the server's side (the viewer left the session, or the hub closes). */
  end(): void;
}

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
/** Entries read per catch-up query; a longer backlog is read in several rounds. */
const PAGE = 100;
const HEARTBEAT = ": heartbeat\n\n";

/**
 * Live session streams of this process: one subscription to the store's
 * change feed, one catch-up read per session per change however many
 * viewers watch it, and each viewer's documents serialized once per change.
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
  const channels = new Map<string, SessionChannel>();
  let subscriberCount = 0;

  function broadcast(channel: SessionChannel, text: string) {
    const bytes = Buffer.from(text);
    for (const subscriber of channel.subscribers) subscriber.sink.write(bytes);
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
    else announcePresence(channel);
  }

  /** Tells the session's viewers who is online, when that changed since they were last told. */
  function announcePresence(channel: SessionChannel) {
    const online = onlineOf(channel);
    if (online === channel.told) return;
    channel.told = online;
    broadcast(channel, formatLiveEvent({ id: null, event: "presence", data: `{"online":${online}}` }));
  }

  /** Re-reads who is online on other processes after one of them announced a change. */
  async function refreshElsewhere(sessionId: string): Promise<void> {
    if (!channels.has(sessionId)) return;
    const elsewhere = await presence.elsewhere(sessionId);
    const channel = channels.get(sessionId);
    if (!channel) return;
    channel.elsewhere = elsewhere;
    announcePresence(channel);
  }

  /** Sends every subscriber of the session what the log holds beyond what it has seen. */
  async function deliver(sessionId: string, channel: SessionChannel): Promise<boolean> {
    let after = Number.POSITIVE_INFINITY;
    for (const subscriber of channel.subscribers) after = Math.min(after, subscriber.lastSeq);
    if (!Number.isFinite(after)) return false;
    const entries = await listSessionAuditAfter(store, sessionId, after, PAGE);
    if (entries.length === 0) return false;
    if (!channel.sessionPart || entries.some((e) => e.kind !== "action"))
      channel.sessionPart = (await readSessionPart(store, sessionId)) ?? null;
    if (!channel.sessionPart) return false;
    const snapshot = await readGamePart(store, channel.sessionPart);
    const tailOf = viewerJson(snapshot, onlineOf(channel));
    const events = entries.map((entry) => ({
      entry,
      name: liveEventNameOf(entry),
      head: entryFields(entry),
    }));
    const last = entries[entries.length - 1] as AuditEntryRow;
    const turnEvent = turnChange(channel.lastTurn, snapshot, events, last.seq);
    const members = new Set(snapshot.participants.map((p) => p.id));
    // Streams of one participant at one position get the same bytes: built and encoded once.
    const encoded = new Map<string, Uint8Array | null>();
    const bytesFor = ({ participantId, lastSeq }: Subscriber) => {
      const key = `${participantId}:${lastSeq}`;
      let bytes = encoded.get(key);
      if (bytes === undefined) {
        let text = "";
        for (const { entry, name, head } of events) {
          if (entry.seq <= lastSeq || name === null) continue;
          const tail = tailOf(participantId, entry.kind !== "action");
          text += formatLiveEvent({ id: entry.seq, event: name, data: `${head},${tail}` });
        }
        if (turnEvent && last.seq > lastSeq) text += turnEvent;
        bytes = text ? Buffer.from(text) : null;
        encoded.set(key, bytes);
      }
      return bytes;
    };
    for (const subscriber of [...channel.subscribers]) {
      const bytes = bytesFor(subscriber);
      subscriber.lastSeq = Math.max(subscriber.lastSeq, last.seq);
      if (bytes) subscriber.sink.write(bytes);
      if (!members.has(subscriber.participantId)) {
        remove(sessionId, subscriber);
        subscriber.sink.end();
      }
    }
    return entries.length === PAGE;
  }

  /** Runs deliveries for a session one at a time; a change during one runs another after it. */
  async function wake(sessionId: string): Promise<void> {
    const channel = channels.get(sessionId);
    if (!channel) return;
    if (channel.fetching) {
      channel.dirty = true;
      return;
    }
    channel.fetching = true;
    try {
      do {
        channel.dirty = false;
        if (await deliver(sessionId, channel)) channel.dirty = true;
      } while (channel.dirty && channels.get(sessionId) === channel);
    } catch (error) {
      onError(error);
    } finally {
      channel.fetching = false;
    }
  }

  // The feed publishes inside the committing request: the catch-up read and
  // the rendering wait for the next turn of the event loop, so the mover's
  // answer goes out first and every change of one tick costs one delivery.
  const pending = new Set<string>();
  let scheduled: NodeJS.Immediate | null = null;
  const flush = () => {
    scheduled = null;
    const sessionIds = [...pending];
    pending.clear();
    for (const sessionId of sessionIds) void wake(sessionId);
  };
  const unsubscribe = store.changes.subscribe((change) => {
    if (!channels.has(change.session_id)) return;
    pending.add(change.session_id);
    scheduled ??= setImmediate(flush);
  });
  const unsubscribePresence = presence.subscribe((sessionId) => {
    refreshElsewhere(sessionId).catch(onError);
  });
  const heartbeat = setInterval(() => {
    for (const channel of channels.values()) broadcast(channel, HEARTBEAT);
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

      let channel = channels.get(sessionId);
      if (!channel) {
        channel = newChannel(snapshot, elsewhere);
        channels.set(sessionId, channel);
      }
      channel.elsewhere = elsewhere;
      const arriving = !channel.online.has(participant.id);
      channel.online.set(participant.id, (channel.online.get(participant.id) ?? 0) + 1);
      if (arriving) presence.announce(sessionId, [...channel.online.keys()]);
      const subscriber: Subscriber = {
        participantId: participant.id,
        sink,
        lastSeq: Number.POSITIVE_INFINITY,
      };
      channel.subscribers.add(subscriber);
      subscriberCount += 1;
      try {
        const start = await openingEvents(
          store,
          replayLimit,
          sessionId,
          participant.id,
          lastEventId,
          snapshot,
          head?.seq ?? 0,
          onlineOf(channel),
        );
        subscriber.lastSeq = start.lastSeq;
        sink.write(start.text);
      } catch (error) {
        remove(sessionId, subscriber);
        throw error;
      }
      if (arriving) announcePresence(channel);
      // Whatever committed since the opening read is sent now rather than on the next change.
      void wake(sessionId);
      return () => remove(sessionId, subscriber);
    },
    /** Open streams in this process. */
    size: () => subscriberCount,
    /** Ends every stream and stops listening to the feed. */
    close(): void {
      clearInterval(heartbeat);
      if (scheduled) clearImmediate(scheduled);
      pending.clear();
      unsubscribe();
      unsubscribePresence();
      for (const [sessionId, channel] of channels) {
        for (const subscriber of [...channel.subscribers]) {
          remove(sessionId, subscriber);
          subscriber.sink.end();
        }
      }
    },
  };
}
