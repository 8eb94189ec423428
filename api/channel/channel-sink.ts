import { CHANNEL_WIRE } from "../../src/live/live-event.ts";
import type { LiveSink } from "../../src/live/live-sink.ts";
import type { ChannelSocket } from "./channel-socket.ts";

/** A subscription's sink: held until the subscribe result is sent, so the events follow it. */
export interface ChannelSink extends LiveSink {
  /** Sends what was held and every write from now on. */
  release(): void;
}

/** A subscription's sink over its connection: every write is text frames already built (CHANNEL_WIRE.encode). */
export function channelSink(socket: ChannelSocket, onEnd: () => void): ChannelSink {
  let held: Uint8Array[] | null = [];
  return {
    wire: CHANNEL_WIRE,
    write(text) {
      const frames = typeof text === "string" ? CHANNEL_WIRE.encode(text) : text;
      if (held) held.push(frames);
      else socket.sendFrames(frames);
    },
    end: onEnd,
    release() {
      const queued = held ?? [];
      held = null;
      for (const frames of queued) socket.sendFrames(frames);
    },
  };
}
