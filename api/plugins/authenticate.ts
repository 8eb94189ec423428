import type { FastifyReply, FastifyRequest } from "fastify";
import type { Principal } from "../../src/auth/principal.ts";
import type { Core } from "../../src/core.ts";
import { DomainError } from "../../src/errors.ts";

declare module "fastify" {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

const CREDENTIAL = /^(Bearer|Guest)\s+(\S+)\s*$/i;

/** An onRequest hook that resolves `Authorization` to `request.principal`, or answers 401. */
export function createAuthenticate(core: Core) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    if (!header)
      throw new DomainError("unauthenticated", "Send Authorization: Bearer <token> or Guest <token>.");
    const match = CREDENTIAL.exec(header);
    if (!match)
      throw new DomainError("invalid_token", "Authorization must be 'Bearer <token>' or 'Guest <token>'.");
    const scheme = match[1]?.toLowerCase() === "bearer" ? "Bearer" : "Guest";
    const principal = await core.auth.authenticate(scheme, match[2] as string);
    if (!principal) throw new DomainError("invalid_token", `The ${scheme} credential is invalid or expired.`);
    request.principal = principal;
  };
}

/** The caller of a route guarded by `authenticate`. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new DomainError("unauthenticated");
  return request.principal;
}
