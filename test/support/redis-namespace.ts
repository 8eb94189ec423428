import { createHash } from "node:crypto";

/**
 * The REDIS_NAMESPACE of the processes a test starts over one database (or
 * data folder): processes of one test share it, and tests running side by
 * side on one Redis never elect each other's leaders or hear each other's
 * changes.
 */
export function redisNamespaceOf(scope: string): string {
  return `test-${createHash("sha256").update(scope).digest("hex").slice(0, 16)}`;
}
