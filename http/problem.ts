import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { engineUnavailable, isEngineUnavailable } from "../platform/engine-faults.ts";
import { DomainError, type ErrorSpec, SHARED_ERRORS, type SharedErrorCode } from "../platform/errors.ts";

interface FieldError {
  readonly in: string;
  readonly field: string;
  readonly message: string;
}

/** A product's error table: its own rows and the shared ones the HTTP layers answer. */
export type ProductErrors<C extends string> = Readonly<Record<C | SharedErrorCode, ErrorSpec>>;

/** problem+json answers from one product's error table; each HTTP app makes its own. */
export interface Problems<C extends string> {
  /** The RFC 9457 problem document for a code of the table. */
  body(code: C, detail: string, errors?: readonly FieldError[]): ProblemDocument<C>;
  /** Sends the problem document for a code of the table. */
  send(reply: FastifyReply, code: C, detail: string, errors?: readonly FieldError[]): FastifyReply;
  /**
   * The single error handler: domain errors, an engine that is down (503 with
   * Retry-After, whichever query path met it), validation, parser errors, then
   * anything else as 500.
   */
  handleError(error: FastifyError | DomainError, request: FastifyRequest, reply: FastifyReply): FastifyReply;
  /** What `handleError` would answer, for transports without a reply (the WebSocket channel). */
  answer(error: unknown, log: Log): ProblemAnswer<C>;
}

export interface ProblemDocument<C extends string> {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly code: C;
  readonly errors?: readonly FieldError[];
}

function problemBody<C extends string>(
  table: ProductErrors<C>,
  code: C | SharedErrorCode,
  detail: string,
  errors?: readonly FieldError[],
): ProblemDocument<C | SharedErrorCode> {
  const { status, title } = table[code];
  return {
    type: `urn:dice-board:problem:${code}`,
    title,
    status,
    detail,
    code,
    ...(errors ? { errors } : {}),
  };
}

function sendProblem<C extends string>(
  table: ProductErrors<C>,
  reply: FastifyReply,
  code: C | SharedErrorCode,
  detail: string,
  errors?: readonly FieldError[],
): FastifyReply {
  // Framework errors answered before any hook ran get no security headers from
  // helmet, so the one a browser needs most is set here for every problem.
  return reply
    .status(table[code].status)
    .header("x-content-type-options", "nosniff")
    .type("application/problem+json")
    .send(problemBody(table, code, detail, errors));
}

const FASTIFY_CODES: Readonly<Record<string, SharedErrorCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "invalid_json",
  FST_ERR_CTP_EMPTY_JSON_BODY: "invalid_json",
  FST_ERR_CTP_BODY_TOO_LARGE: "payload_too_large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupported_media_type",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "invalid_request",
  FST_ERR_BAD_URL: "invalid_request",
  FST_ERR_MAX_PARAM_LENGTH: "uri_too_long",
  FST_ERR_ASYNC_CONSTRAINT: "invalid_request",
};

function fieldErrors(error: FastifyError): FieldError[] {
  return (error.validation ?? []).map((v) => {
    const params = v.params as Record<string, unknown>;
    const path = v.instancePath.replace(/^\//, "").replaceAll("/", ".");
    const child = params.missingProperty ?? params.additionalProperty;
    const field = [path, child].filter((p) => typeof p === "string" && p !== "").join(".") || "(root)";
    return { in: error.validationContext ?? "body", field, message: v.message ?? "is invalid" };
  });
}

/** A domain error whose code is in `table`; another product's code is a bug, answered as 500. */
function isDomainErrorOf<C extends string>(
  table: ProductErrors<C>,
  error: unknown,
): error is DomainError<C | SharedErrorCode> {
  return error instanceof DomainError && Object.hasOwn(table, error.code);
}

/** What an error answers: its problem document, and the seconds to wait when it has them. */
export interface ProblemAnswer<C extends string> {
  readonly body: ProblemDocument<C>;
  readonly retryAfter?: number;
}

type Log = Pick<FastifyRequest["log"], "warn" | "error">;

function answerOf<C extends string>(
  table: ProductErrors<C>,
  error: FastifyError | DomainError,
  log: Log,
): ProblemAnswer<C | SharedErrorCode> {
  if (!(error instanceof DomainError) && isEngineUnavailable(error)) {
    log.warn({ err: error }, "a database or queue server is not reachable");
    return answerOf(table, engineUnavailable(), log);
  }
  if (isDomainErrorOf(table, error)) {
    const body = problemBody(table, error.code, error.detail);
    return error.retryAfter ? { body, retryAfter: error.retryAfter } : { body };
  }
  if (!(error instanceof DomainError) && error.validation) {
    const errors = fieldErrors(error);
    const detail = errors.map((e) => `${e.in}.${e.field} ${e.message}`).join("; ");
    return { body: problemBody(table, "invalid_request", detail, errors) };
  }
  const fastify = error as Partial<FastifyError>;
  const mapped = fastify.code ? FASTIFY_CODES[fastify.code] : undefined;
  if (mapped) return { body: problemBody(table, mapped, error.message) };
  if (fastify.statusCode && fastify.statusCode >= 400 && fastify.statusCode < 500) {
    return { body: problemBody(table, "invalid_request", error.message) };
  }
  log.error({ err: error }, "unhandled error");
  return { body: problemBody(table, "internal_error", "An unexpected error occurred.") };
}

function handleError<C extends string>(
  table: ProductErrors<C>,
  error: FastifyError | DomainError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const { body, retryAfter } = answerOf(table, error, request.log);
  if (retryAfter) reply.header("retry-after", String(retryAfter));
  if (body.status === 401) reply.header("www-authenticate", wwwAuthenticate(body.code));
  return sendProblem(table, reply, body.code, body.detail, body.errors);
}

/** The challenge sent with every 401, naming both accepted schemes. */
function wwwAuthenticate(code: string): string {
  const error = code === "unauthenticated" ? "" : ', error="invalid_token"';
  return `Bearer realm="dice-board"${error}, Guest realm="dice-board"`;
}

/** problem+json answers from `table`, the error table of the product whose app answers. */
export function createProblems<C extends string>(table: ProductErrors<C>): Problems<C | SharedErrorCode> {
  return {
    body: (code, detail, errors) => problemBody(table, code, detail, errors),
    send: (reply, code, detail, errors) => sendProblem(table, reply, code, detail, errors),
    handleError: (error, request, reply) => handleError(table, error, request, reply),
    answer: (error, log) => answerOf(table, error as FastifyError | DomainError, log),
  };
}

/** The shared rows alone, for the layers every app shares (connection errors, /metrics, probe listeners). */
export const SHARED_PROBLEMS: Problems<SharedErrorCode> = createProblems<SharedErrorCode>(SHARED_ERRORS);
