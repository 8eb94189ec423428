import { type TSchema, Type } from "typebox";
import type { ErrorTable } from "../platform/errors.ts";

/** The `Problem` schema (RFC 9457) of an app whose codes are those of `errors`, its product's table. */
export function problemSchema(errors: ErrorTable) {
  return Type.Object(
    {
      type: Type.String(),
      title: Type.String(),
      status: Type.Integer(),
      detail: Type.String(),
      code: Type.Union(
        Object.keys(errors).map((code) => Type.Literal(code)),
        {
          description: "Stable snake_case error code.",
        },
      ),
      errors: Type.Optional(
        Type.Array(Type.Object({ in: Type.String(), field: Type.String(), message: Type.String() }), {
          description: "Validation failures, one per field.",
        }),
      ),
    },
    { $id: "Problem", description: "RFC 9457 problem details." },
  );
}

const statusText: Record<number, string> = {
  400: "Invalid request (the detail names the field)",
  401: "Missing or invalid credential",
  402: "Payment declined",
  403: "Not allowed for this caller",
  404: "Not found",
  409: "Conflicts with the current state",
  413: "Body too large",
  415: "Unsupported content type",
  422: "Idempotency key reused with a different body",
  429: "Too many attempts; see Retry-After",
  503: "Not available",
};

/** OpenAPI responses for the listed error statuses, all problem+json. */
export function problems(...statuses: number[]): Record<number, TSchema> {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: statusText[status] ?? "Error",
        content: { "application/problem+json": { schema: Type.Ref("Problem") } },
      } as unknown as TSchema,
    ]),
  );
}

export const TokenPair = Type.Object(
  {
    access_token: Type.String({ description: "JWT (HS256), sent as `Authorization: Bearer <token>`." }),
    refresh_token: Type.String({ description: "Opaque, single use; POST /auth/refresh rotates it." }),
    token_type: Type.Literal("Bearer"),
    expires_in: Type.Integer({ description: "Seconds until the access token expires." }),
  },
  { $id: "TokenPair" },
);

/** The fields every health document carries about the running code (src/release.ts). */
export const ReleaseFields = {
  version: Type.String({ description: "The package version." }),
  release_id: Type.Union([Type.String(), Type.Null()], {
    description:
      "The git commit the running build was made from; null when unknown (running from the sources).",
  }),
};
