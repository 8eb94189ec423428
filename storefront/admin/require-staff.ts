import type { FastifyRequest } from "fastify";
import type { Core } from "../../src/core.ts";
import { DomainError } from "../../src/errors.ts";

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** A preHandler admitting staff accounts only: 401 without a valid Bearer token, 403 for non-staff. */
export function createRequireStaff(core: Core) {
  return async function requireStaff(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    if (!header)
      throw new DomainError(
        "unauthenticated",
        "Send Authorization: Bearer <access_token> from POST /api/admin/auth/login.",
      );
    const token = BEARER.exec(header)?.[1];
    if (!token) throw new DomainError("invalid_token", "Authorization must be 'Bearer <access_token>'.");
    const principal = await core.auth.authenticate("Bearer", token);
    if (!principal) throw new DomainError("invalid_token", "The access token is invalid or expired.");
    if (!principal.isStaff)
      throw new DomainError("staff_required", "Web analytics reports are for staff accounts.");
  };
}
