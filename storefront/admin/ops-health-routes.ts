import { type HealthCheck, healthRoutes } from "../shared/health.ts";

/**
 * GET /api/admin/ops/health/: the admin service's own dependencies and, for
 * operators, every other storefront service's health route (one check each).
 */
export function opsHealthRoutes(checks: readonly HealthCheck[]) {
  return healthRoutes("/api/admin/ops/health/", "admin", checks);
}
