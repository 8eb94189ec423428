import type { FastifyReply, FastifySchema } from "fastify";
import type { RouteLimit } from "../../http/rate-limits.ts";
import type { Principal } from "../../src/auth/principal.ts";
import type { Core } from "../../src/core.ts";
import type { TokenScope } from "../../src/documents/personal-token-document.ts";
import { GAME_PROBLEMS } from "../problems.ts";

type ProblemDocument = ReturnType<typeof GAME_PROBLEMS.body>;

/** An operation's answer, whichever door asked: the REST route's status and body. */
export type Answer<T = unknown> = Success<T> | ProblemAnswer;

interface Success<T> {
  readonly status: 200;
  readonly body: T;
  /** True when this is the stored answer to an earlier request (Idempotent-Replayed on REST). */
  readonly replayed?: boolean;
}

interface ProblemAnswer {
  readonly status: number;
  readonly body: ProblemDocument;
  readonly replayed?: boolean;
}

/**
 * One operation of the game API as every door runs it (Fastify's habit: the
 * route is a thin shell over one handler). The REST route and the WebSocket
 * channel both take its scope, limit and answer from here; only how the
 * request arrives and how the answer leaves differ.
 */
export interface Operation<I, T> {
  /** What a personal token needs to call it (docs/api.md#personal-access-tokens). */
  readonly scope: TokenScope | "account";
  /** The request limit it counts in; REST's hooks give every write route this one. */
  readonly limit?: RouteLimit;
  /** The REST route's schema: params, body, answers, and the OpenAPI text. */
  readonly schema: FastifySchema;
  run(core: Core, principal: Principal, input: I): Promise<Answer<T>>;
}

/** The answer of a refusal, from the game's error table. */
export function problemAnswer(
  code: ProblemDocument["code"],
  detail: string,
  replayed?: boolean,
): Answer<never> {
  const body = GAME_PROBLEMS.body(code, detail);
  return { status: body.status, body, ...(replayed ? { replayed } : {}) };
}

function isProblem<T>(answer: Answer<T>): answer is ProblemAnswer {
  return answer.status !== 200;
}

/** Sends an operation's answer over REST: problem+json on a refusal, Idempotent-Replayed on a replay. */
export function replyWith<T>(reply: FastifyReply, answer: Answer<T>): T | FastifyReply {
  if (answer.replayed) reply.header("idempotent-replayed", "true");
  if (isProblem(answer)) return GAME_PROBLEMS.send(reply, answer.body.code, answer.body.detail);
  return answer.body;
}
