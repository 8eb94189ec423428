import type { FastifyBaseLogger } from "fastify";
import type { Answer } from "../operations/operation.ts";
import { GAME_PROBLEMS } from "../problems.ts";
import type { ChannelSocket } from "./channel-socket.ts";

/** What a connection sends back: `ready`, `result` and `error` frames, problems from the game's error table. */
export function channelReplies(socket: ChannelSocket, log: FastifyBaseLogger) {
  const sendJson = (message: Record<string, unknown>) => socket.send(JSON.stringify(message));
  const problemOf = (error: unknown) => GAME_PROBLEMS.answer(error, log);
  const sendResult = (ref: string, { status, body, replayed }: Answer, retryAfter?: number) =>
    sendJson({ type: "result", ref, status, body, ...retry(retryAfter), ...(replayed ? { replayed } : {}) });
  return {
    ready: (userId: string) => sendJson({ type: "ready", user_id: userId }),
    result: sendResult,
    /** A failed request, answered as its `result`. */
    failed(ref: string, error: unknown) {
      const { body, retryAfter } = problemOf(error);
      sendResult(ref, { status: body.status, body }, retryAfter);
    },
    /** What is not a request (an unreadable frame, a refused `auth`, a request before `auth`), as `error`. */
    error(error: unknown, ref?: string) {
      const { body, retryAfter } = problemOf(error);
      sendJson({ type: "error", status: body.status, ...(ref ? { ref } : {}), body, ...retry(retryAfter) });
    },
  };
}

export type ChannelReplies = ReturnType<typeof channelReplies>;

function retry(seconds: number | undefined) {
  return seconds ? { retry_after: seconds } : {};
}
