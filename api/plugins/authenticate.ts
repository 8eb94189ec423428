import type { FastifyReply, FastifyRequest } from "fastify";
import type { Principal } from "../../src/auth/principal.ts";
import type { Core } from "../../src/core.ts";
import type { TokenScope } from "../../src/documents/personal-token-document.ts";
import { DomainError } from "../../src/errors.ts";

declare module "fastify" {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /**
     * What a personal token needs to call the route: "play" (moves, joins,
     * starts, leaves), "read" (the default of GET routes) or "account" (the
     * default of every other route: only the account's own sign-in).
     */
    scope?: TokenScope | "account";
  }
}

const CREDENTIAL = /^(Bearer|Guest|Token)\s+(\S+)\s*$/i;
const SCHEMES = { bearer: "Bearer", guest: "Guest", token: "Token" } as const;

/** Refuses a personal token whose scopes do not cover `needed` (docs/api.md#personal-access-tokens). */
export function requireScope(principal: Principal, needed: TokenScope | "account"): void {
  if (!principal.scopes) return;
  if (needed !== "account" && principal.scopes.includes(needed)) return;
  throw new DomainError(
    "insufficient_scope",
    needed === "account"
      ? "Only the account's own sign-in may do this."
      : `This needs a token with the ${needed} scope.`,
  );
}

/** The principal of an `Authorization` value (a header, or the channel's auth message), or a 401 error. */
export async function resolveAuthorization(core: Core, header: string | undefined): Promise<Principal> {
  if (!header)
    throw new DomainError(
      "unauthenticated",
      "Send Authorization: Bearer <token>, Guest <token> or Token <token>.",
    );
  const match = CREDENTIAL.exec(header);
  if (!match)
    throw new DomainError(
      "invalid_token",
      "Authorization must be 'Bearer <token>', 'Guest <token>' or 'Token <token>'.",
    );
  const scheme = SCHEMES[(match[1] as string).toLowerCase() as keyof typeof SCHEMES];
  const principal = await core.auth.authenticate(scheme, match[2] as string);
  if (!principal) throw new DomainError("invalid_token", `The ${scheme} credential is invalid or expired.`);
  return principal;
}

/** An onRequest hook that resolves `Authorization` to `request.principal`, or answers 401. */
export function createAuthenticate(core: Core) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const principal = await resolveAuthorization(core, request.headers.authorization);
    requireScope(
      principal,
      request.routeOptions.config?.scope ?? (request.method === "GET" ? "read" : "account"),
    );
    request.principal = principal;
  };
}

/** The caller of a route guarded by `authenticate`. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new DomainError("unauthenticated");
  return request.principal;
}
