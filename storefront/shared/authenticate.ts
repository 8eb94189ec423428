import type { FastifyRequest } from "fastify";
import { DomainError } from "../errors.ts";
import type { AccessTokenVerifier, StorefrontPrincipal } from "./access-tokens.ts";

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Turns a request's `Authorization: Bearer` header into a principal, or throws 401/403 problems. */
export interface Authenticator {
  /** The caller; 401 without a valid access token. */
  customer(request: FastifyRequest): StorefrontPrincipal;
  /** The caller when it is staff; 401 without a token, 403 `staff_required` otherwise. */
  staff(request: FastifyRequest): StorefrontPrincipal;
}

/** An authenticator over the shared verifier. */
export function createAuthenticator(
  verifier: AccessTokenVerifier,
  now: () => number = Date.now,
): Authenticator {
  const customer = (request: FastifyRequest): StorefrontPrincipal => {
    const header = request.headers.authorization;
    if (!header)
      throw new DomainError(
        "unauthenticated",
        "Send Authorization: Bearer <access_token> from POST /api/auth/login/ on the auth service.",
      );
    const token = BEARER.exec(header)?.[1];
    if (!token) throw new DomainError("invalid_token", "Authorization must be 'Bearer <access_token>'.");
    const principal = verifier.verify(token, now());
    if (!principal) throw new DomainError("invalid_token", "The access token is invalid or expired.");
    return principal;
  };
  return {
    customer,
    staff(request) {
      const principal = customer(request);
      if (!principal.isStaff) throw new DomainError("staff_required", "This is for staff accounts.");
      return principal;
    },
  };
}
