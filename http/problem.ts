import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { engineUnavailable, isEngineUnavailable } from "../src/db/engine-faults.ts";
import { DomainError, ERRORS, type ErrorCode } from "../src/errors.ts";

interface FieldError {
  readonly in: string;
  readonly field: string;
  readonly message: string;
}

/** The RFC 9457 problem document for an error-table code. */
export function problemBody(code: ErrorCode, detail: string, errors?: readonly FieldError[]) {
  const { status, title } = ERRORS[code];
  return {
    type: `urn:dice-board:problem:${code}`,
    title,
    status,
    detail,
    code,
    ...(errors ? { errors } : {}),
  };
}

/** Sends an RFC 9457 problem document for an error-table code. */
export function sendProblem(
  reply: FastifyReply,
  code: ErrorCode,
  detail: string,
  errors?: readonly FieldError[],
): FastifyReply {
  // Framework errors answered before any hook ran get no security headers from
  // helmet, so the one a browser needs most is set here for every problem.
  return reply
    .status(ERRORS[code].status)
    .header("x-content-type-options", "nosniff")
    .type("application/problem+json")
    .send(problemBody(code, detail, errors));
}

const FASTIFY_CODES: Readonly<Record<string, ErrorCode>> = {
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

/**
 * The single error handler: domain errors, an engine that is down (503 with
 * Retry-After, whichever query path met it), validation, parser errors, then
 * anything else as 500.
 */
export function handleError(error: FastifyError | DomainError, request: FastifyRequest, reply: FastifyReply) {
  if (!(error instanceof DomainError) && isEngineUnavailable(error)) {
    request.log.warn({ err: error }, "a database or queue server is not reachable");
    return handleError(engineUnavailable(), request, reply);
  }
  if (error instanceof DomainError) {
    if (error.retryAfter) reply.header("retry-after", String(error.retryAfter));
    if (ERRORS[error.code].status === 401) reply.header("www-authenticate", wwwAuthenticate(error.code));
    return sendProblem(reply, error.code, error.detail);
  }
  if (error.validation) {
    const errors = fieldErrors(error);
    const detail = errors.map((e) => `${e.in}.${e.field} ${e.message}`).join("; ");
    return sendProblem(reply, "invalid_request", detail, errors);
  }
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) return sendProblem(reply, mapped, error.message);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return sendProblem(reply, "invalid_request", error.message);
  }
  request.log.error({ err: error }, "unhandled error");
  return sendProblem(reply, "internal_error", "An unexpected error occurred.");
}

/** The challenge sent with every 401, naming both accepted schemes. */
export function wwwAuthenticate(code: ErrorCode): string {
  const error = code === "unauthenticated" ? "" : ', error="invalid_token"';
  return `Bearer realm="dice-board"${error}, Guest realm="dice-board"`;
}
