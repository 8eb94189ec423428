import type { LiveWire } from "./live-event.ts";

/** Where a stream's text goes; the adapter disconnects a client that does not keep up. */
export interface LiveSink {
  /** The form its events take. */
  readonly wire: LiveWire;
  /** Text, or its encoding by the wire (`wire.encode`: one buffer shared by many streams). */
  write(text: string | Uint8Array): void;
  /** Ends the stream from the server's side (the viewer left the session, or the hub closes). */
  end(): void;
}

/** One open stream of a session channel. */
export interface Subscriber {
  /** Whose eyes the stream shows: a participant id, or null for an outsider watching a public session. */
  readonly participantId: string | null;
  /** The watcher it counts for: the participant id, or OUTSIDER_KEY (live-channel.ts) and the user id. */
  readonly key: string;
  readonly sink: LiveSink;
  /** The highest audit seq this subscriber has been sent (or has skipped as a no-op). */
  lastSeq: number;
}
