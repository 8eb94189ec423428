import type { FastifyRequest } from "fastify";
import type { Authenticator } from "../shared/authenticate.ts";

/** A preHandler admitting staff accounts only: 401 without a valid Bearer token, 403 for non-staff. */
export function createRequireStaff(authenticator: Authenticator) {
  return async function requireStaff(request: FastifyRequest): Promise<void> {
    authenticator.staff(request);
  };
}
