import type { FastifyReply } from "fastify";
import { SSE_WIRE } from "../src/live/live-event.ts";
import type { LiveSink } from "../src/live/live-sink.ts";

/** A sink over the raw response: headers go out with the first event, so a refusal before it is still problem+json. */
export function responseSink(reply: FastifyReply, maxBufferBytes: number): LiveSink {
  const raw = reply.raw;
  let started = false;
  return {
    wire: SSE_WIRE,
    write(text) {
      if (raw.destroyed) return;
      if (!started) {
        started = true;
        reply.hijack();
        raw.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string | string[] | number>),
          "content-type": "text/event-stream; charset=utf-8",
          "cache-control": "no-cache, no-transform",
          connection: "keep-alive",
          "x-accel-buffering": "no",
        });
        raw.write("retry: 2000\n\n");
      }
      // A client that stopped reading is cut off rather than buffered for without bound.
      if (raw.writableLength > maxBufferBytes) raw.destroy();
      else raw.write(text);
    },
    end() {
      if (!raw.destroyed) raw.end();
    },
  };
}
