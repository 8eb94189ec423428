import type { ErrorTable } from "../platform/errors.ts";

// The generated document is plain JSON; these aliases keep the walk readable.
type Json = Record<string, unknown>;
type Operation = Json & {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Json[];
  requestBody?: Json & { content?: Record<string, { schema?: Json }> };
  responses?: Record<string, Json>;
};

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];
/**
 * Methods whose requests may carry a body: Fastify parses one whenever a
 * content type is sent, so even an operation without a request body answers
 * 413, 415 and `invalid_json` (a JSON content type with an empty body).
 */
const BODY_METHODS = new Set(["put", "post", "delete", "patch"]);

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: "Invalid request (the detail names the field)",
  401: "Missing or invalid credential",
  413: "Body too large",
  415: "Unsupported content type",
  429: "Too many requests; see Retry-After",
};

const header = (description: string, schema: Json = { type: "string" }) => ({ description, schema });
const RETRY_AFTER = header("Seconds until a retry may succeed.", { type: "integer" });
const WWW_AUTHENTICATE = header("The accepted schemes (RFC 9110 §11.6.1).");
const CACHE_CONTROL = header("no-store for JSON answers (they may carry credentials or private state).");

/** A problem+json response for `status`, listing `only` of its codes, or every code of that status in `errors`. */
function problemResponse(errors: ErrorTable, status: number, only?: ReadonlySet<string>): Json {
  const codes = Object.entries(errors)
    .filter(([code, spec]) => spec.status === status && (!only || only.has(code)))
    .map(([code]) => code);
  return {
    description: STATUS_TEXT[status] ?? "Error",
    content: {
      "application/problem+json": {
        schema: {
          allOf: [{ $ref: "#/components/schemas/Problem" }, { properties: { code: { enum: codes } } }],
        },
      },
    },
  };
}

/** The codes the shared layers (validation, body parsing, authentication, rate limits) give an operation. */
function sharedCodes(op: Operation, parsesBody: boolean, isProtected: boolean, limited: boolean): string[] {
  const codes: string[] = [];
  if (op.requestBody || (op.parameters?.length ?? 0) > 0) codes.push("invalid_request");
  if (parsesBody) codes.push("invalid_json", "payload_too_large", "unsupported_media_type");
  if (isProtected) codes.push("unauthenticated", "invalid_token");
  if (limited) codes.push("rate_limited");
  return codes;
}

function camel(words: string[]): string {
  return words
    .filter(Boolean)
    .map((w, i) => {
      const clean = w.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) =>
        c ? c.toUpperCase() : "",
      );
      return i === 0 ? clean.toLowerCase() : clean.charAt(0).toUpperCase() + clean.slice(1);
    })
    .join("");
}

/** "post /api/v1/sessions/{id}/games" → "postSessionsByIdGames": stable, unique per method and path. */
function operationIdOf(method: string, path: string, prefix: string): string {
  const words = path
    .slice(prefix.length)
    .split("/")
    .map((part) => (part.startsWith("{") ? `by_${part.slice(1, -1)}` : part));
  return camel([method, ...words]);
}

function hasRequiredFields(schema: Json | undefined): boolean {
  if (!schema) return true;
  if (Array.isArray(schema.required)) return schema.required.length > 0;
  // A union or a reference: keep the body required rather than guess.
  return "$ref" in schema || "anyOf" in schema || "oneOf" in schema;
}

/**
 * Completes a generated OpenAPI document with what every route shares, so the
 * contract is true without repeating it in each route: an operationId and a
 * tag on every operation, explicit `security: []` on public ones, optional
 * request bodies where no field is required, the statuses the shared layers
 * answer (400 on any input, 413 and 415 on bodies, 429 on limited writes, 401
 * on protected operations), error codes narrowed to each status, and the
 * headers those answers carry. With `errorCodes`, each operation lists only
 * the codes it can answer: those the shared layers give it plus its own, and
 * only the statuses those codes have.
 */
export function completeContract(
  doc: Json,
  options: {
    /** The error table of the product whose app serves the document. */
    readonly errors: ErrorTable;
    readonly prefix: string;
    readonly limited: (method: string, path: string) => boolean;
    /** The domain codes of the operation at `path` (without the prefix), when known. */
    readonly errorCodes?: (method: string, path: string) => readonly string[] | undefined;
  },
): Json {
  const { errors } = options;
  const statusOf = (code: string) => errors[code]?.status;
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      op.operationId ??= operationIdOf(method, path, options.prefix);
      op.tags ??= [path.slice(options.prefix.length).split("/").filter(Boolean)[0] ?? "service"];
      op.security ??= [];
      op.responses ??= {};
      const responses = op.responses;
      const body = op.requestBody;
      if (body) body.required = hasRequiredFields(Object.values(body.content ?? {})[0]?.schema);
      const parsesBody = body !== undefined || BODY_METHODS.has(method);
      if (parsesBody) {
        responses["413"] ??= problemResponse(errors, 413);
        responses["415"] ??= problemResponse(errors, 415);
      }
      if (parsesBody || (op.parameters?.length ?? 0) > 0) responses["400"] ??= problemResponse(errors, 400);
      const isProtected = op.security.some((s) => Object.keys(s as Json).length > 0);
      if (isProtected) responses["401"] ??= problemResponse(errors, 401);
      const limited = options.limited(method.toUpperCase(), path);
      if (limited) responses["429"] ??= problemResponse(errors, 429);
      const own = options.errorCodes?.(method.toUpperCase(), path.slice(options.prefix.length));
      const codes = own && new Set([...own, ...sharedCodes(op, parsesBody, isProtected, limited)]);
      for (const code of codes ?? []) {
        const status = String(statusOf(code));
        responses[status] ??= problemResponse(errors, Number(status), codes);
      }
      for (const [status, response] of Object.entries(responses)) {
        const code = Number(status);
        const content = response.content as Record<string, { schema?: Json }> | undefined;
        const problem = content?.["application/problem+json"];
        if (problem && code >= 400) {
          if (codes && ![...codes].some((c) => statusOf(c) === code)) {
            delete responses[status];
            continue;
          }
          const fresh = problemResponse(errors, code, codes).content as Record<string, unknown>;
          content["application/problem+json"] = fresh["application/problem+json"] as { schema?: Json };
        }
        const headers = (response.headers ?? {}) as Json;
        if (code === 429 || code === 503) headers["Retry-After"] ??= RETRY_AFTER;
        if (code === 401) headers["WWW-Authenticate"] ??= WWW_AUTHENTICATE;
        if (code < 300 && content?.["application/json"]) headers["Cache-Control"] ??= CACHE_CONTROL;
        if (Object.keys(headers).length > 0) response.headers = headers;
      }
    }
  }
  return doc;
}
