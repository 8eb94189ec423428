import { sql } from "kysely";
import type { Metrics } from "../../platform/metrics.ts";
import type { WindowCounter } from "../../platform/net/window-counter.ts";
import { createMigrator } from "../db/open-database.ts";
import type { Store } from "../db/store.ts";

export interface HealthCheck {
  readonly status: "ok" | "fail";
  readonly detail?: string;
}

const engineOf = (store: Store) => (store.engine === "postgres" ? "postgresql" : "sqlite");

/** Points the database_up and (with Redis) redis_up gauges at the store. */
export function watchStoreHealth(metrics: Metrics, store: Store): void {
  metrics.databaseUp(() =>
    sql`select 1`.execute(store.db).then(
      () => 1,
      () => 0,
    ),
  );
  if (store.changes.transport === "redis")
    metrics.redisUp(async () => ((await store.changes.ping()) ? 1 : 0));
}

/** Readiness checks: the database (its detail names the engine) answers and every migration is applied. */
export function createReadinessChecks(store: Store, counter: WindowCounter) {
  const { db } = store;
  const engineName = engineOf(store);
  return async function checkHealth(): Promise<Record<string, HealthCheck>> {
    const checks: Record<string, HealthCheck> = {};
    try {
      await sql`select 1`.execute(db);
      checks.database = { status: "ok", detail: engineName };
      const migrations = await createMigrator(db, store.schema).getMigrations();
      const pending = migrations.filter((m) => m.executedAt === undefined).map((m) => m.name);
      checks.migrations = pending.length
        ? { status: "fail", detail: `pending: ${pending.join(", ")}` }
        : { status: "ok" };
    } catch (error) {
      checks.database = { status: "fail", detail: `${engineName}: ${(error as Error).message}` };
    }
    if (store.changes.transport === "redis") {
      checks.redis = (await store.changes.ping())
        ? { status: "ok" }
        : { status: "fail", detail: "no answer to PING: wake-ups fall back to polling" };
    }
    if (counter.transport === "redis") {
      checks.limits = (await counter.ping())
        ? { status: "ok" }
        : { status: "fail", detail: "Redis does not answer: rate limits count per process" };
    }
    return checks;
  };
}
