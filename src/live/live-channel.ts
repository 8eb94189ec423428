import type { CommittedMove } from "../db/change-feed.ts";
import type { LiveEvent, LiveWire } from "./live-event.ts";
import type { LiveSink } from "./live-sink.ts";
import { type SessionPart, type SessionSnapshot, viewSnapshot } from "./session-snapshot.ts";

export interface Subscriber {
  readonly participantId: string;
  readonly sink: LiveSink;
  /** The highest audit seq this subscriber has been sent (or has skipped as a no-op). */
  lastSeq: number;
}

export interface SessionChannel {
  readonly subscribers: Set<Subscriber>;
  /** Participant id -> open streams: who is watching live, in this process. */
  readonly online: Map<string, number>;
  /** Who is watching on other processes, as last read. */
  elsewhere: readonly string[];
  /** The `online` list the viewers were last told. */
  told: string;
  /** Whose turn the viewers were last told (a `turn` event goes out when it changes). */
  readonly lastTurn: { mover: string | null };
  /** The session and participants as last read: moves leave them alone, so only other entries reload them. */
  sessionPart: SessionPart | null;
  /** Moves this process committed since the last delivery, as their notices carried them. */
  carried: CommittedMove[];
  /** A notice came without a carried move since the last delivery: the next one reads the log. */
  mustRead: boolean;
  fetching: boolean;
  dirty: boolean;
}

/** A channel for a session's first stream in this process. */
export function newChannel(snapshot: SessionSnapshot, elsewhere: readonly string[]): SessionChannel {
  return {
    subscribers: new Set(),
    online: new Map(),
    elsewhere,
    told: "",
    lastTurn: { mover: viewSnapshot(snapshot, null).state?.turn?.participant_id ?? null },
    sessionPart: null,
    carried: [],
    mustRead: true,
    fetching: false,
    dirty: false,
  };
}

/** Who watches the session live, here and on other processes, as the JSON array events carry. */
export function onlineOf(channel: SessionChannel): string {
  return JSON.stringify([...new Set([...channel.online.keys(), ...channel.elsewhere])].sort());
}

/** Sends an event (or, for null, the heartbeat) to every stream of the session, encoded once per wire. */
export function broadcast(sessionId: string, channel: SessionChannel, event: LiveEvent | null) {
  const encoded = new Map<LiveWire, Uint8Array | null>();
  for (const { sink } of channel.subscribers) {
    let bytes = encoded.get(sink.wire);
    if (bytes === undefined) {
      const text = event ? sink.wire.event(sessionId, event) : sink.wire.heartbeat;
      bytes = text ? Buffer.from(text) : null;
      encoded.set(sink.wire, bytes);
    }
    if (bytes) sink.write(bytes);
  }
}
