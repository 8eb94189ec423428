import { CHANNEL_WIRE } from "../../src/live/live-event.ts";
import type { LiveSink } from "../../src/live/live-sink.ts";
import type { ChannelSocket } from "./channel-socket.ts";

const NEWLINE = 0x0a;

/** Sends each line of `bytes` (one event message per line) as a frame. */
function sendLines(socket: ChannelSocket, bytes: Uint8Array): void {
  let start = 0;
  for (let end = bytes.indexOf(NEWLINE); end !== -1; end = bytes.indexOf(NEWLINE, start)) {
    socket.send(bytes.subarray(start, end));
    start = end + 1;
  }
}

/** A subscription's sink: held until the subscribe result is sent, so the events follow it. */
export interface ChannelSink extends LiveSink {
  /** Sends what was held and every write from now on. */
  release(): void;
}

export function channelSink(socket: ChannelSocket, onEnd: () => void): ChannelSink {
  let held: Uint8Array[] | null = [];
  return {
    wire: CHANNEL_WIRE,
    write(text) {
      const bytes = typeof text === "string" ? Buffer.from(text) : text;
      if (held) held.push(bytes);
      else sendLines(socket, bytes);
    },
    end: onEnd,
    release() {
      const queued = held ?? [];
      held = null;
      for (const bytes of queued) sendLines(socket, bytes);
    },
  };
}
