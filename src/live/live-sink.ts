import type { LiveWire } from "./live-event.ts";

/** Where a stream's text goes; the adapter disconnects a client that does not keep up. */
export interface LiveSink {
  /** The form its events take. */
  readonly wire: LiveWire;
  /** Text, or text already encoded (one buffer shared by many streams). */
  write(text: string | Uint8Array): void;
  /** Ends the stream from the server's side (the viewer left the session, or the hub closes). */
  end(): void;
}
