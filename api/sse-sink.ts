import type { ServerResponse } from "node:http";
import type { FastifyReply } from "fastify";
import { chunkPayload } from "../src/live/http-chunks.ts";
import { SSE_WIRE } from "../src/live/live-event.ts";
import type { LiveSink } from "../src/live/live-sink.ts";

/**
 * Whether a chunk built once for every stream (SSE_WIRE.encode) may go to the
 * response's socket as it is: the body is chunked and the response holds
 * nothing of its own that has not reached the socket, so the order holds.
 */
function takesChunks(raw: ServerResponse): boolean {
  const socket = raw.socket;
  return (
    socket !== null &&
    raw.headersSent &&
    raw.chunkedEncoding &&
    raw.writableLength === socket.writableLength &&
    socket.writable
  );
}

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
      else if (typeof text === "string") raw.write(text);
      else if (takesChunks(raw)) raw.socket?.write(text);
      else raw.write(chunkPayload(text));
    },
    end() {
      if (!raw.destroyed) raw.end();
    },
  };
}
