import { Kysely, PostgresDialect } from "kysely";
import type pg from "pg";
import { mapEngineError } from "../../../platform/engine-faults.ts";
import type { IngestTallies, NewDailyDrop, NewEventBatch, VisitRow } from "./analytics-schema.ts";
import type { AnalyticsStore } from "./analytics-store.ts";
import { createGroupCommit } from "./group-commit.ts";
import { writeDrainOnPostgres } from "./postgres-drain-writes.ts";
import { createPostgresSqlRunner, createUnnamedSqlRunner } from "./postgres-sql-runner.ts";
import type { PendingBatch } from "./rollup-cursor-repository.ts";

/** Batches one flush carries at most (a few MB of events). */
const MAX_FLUSH = 500;

/**
 * Every flush holds this transaction-level advisory lock from its insert to
 * its commit, so batch ids commit in the order they were taken: the rollup
 * cursor (`id > cursor`) can never pass a batch that commits later.
 */
const APPEND_LOCK = 0x616e_6c01;

const BATCH_COLUMNS = [
  ["received_at", "int8"],
  ["first_ts", "int8"],
  ["last_ts", "int8"],
  ["visitor_id", "text"],
  ["session_id", "text"],
  ["consent", "text"],
  ["browser", "text"],
  ["os", "text"],
  ["device", "text"],
  ["screen", "text"],
  ["event_count", "int8"],
  ["events", "text"],
] as const;

/**
 * A multi-row insert of `rows` batches. Values go as bind parameters, which
 * pg sends verbatim, where array literals would escape every quote of the
 * events' JSON; the texts are cached per row count.
 */
const insertBatches = (() => {
  const texts = new Map<number, string>();
  const columns = BATCH_COLUMNS.map(([c]) => c).join(", ");
  return (rows: number): string => {
    let text = texts.get(rows);
    if (!text) {
      const values = Array.from(
        { length: rows },
        (_, r) =>
          `(${BATCH_COLUMNS.map(([, type], c) => `$${r * BATCH_COLUMNS.length + c + 1}::${type}`).join(", ")})`,
      );
      text = `insert into event_batches (${columns}) values ${values.join(", ")}`;
      texts.set(rows, text);
    }
    return text;
  };
})();
const ADD_DROPS = `insert into daily_drops (day, reason, events) select * from unnest($1::text[], $2::text[], $3::int8[])
  on conflict (day, reason) do update set events = daily_drops.events + excluded.events`;

const ADD_CONSENT = `insert into daily_consent (day, state, visitors) select * from unnest($1::text[], $2::text[], $3::int8[])
  on conflict (day, state) do update set visitors = daily_consent.visitors + excluded.visitors`;
const ADD_CRAWLERS = `insert into daily_crawlers (day, crawler, requests, events)
  select * from unnest($1::text[], $2::text[], $3::int8[], $4::int8[])
  on conflict (day, crawler) do update set requests = daily_crawlers.requests + excluded.requests,
    events = daily_crawlers.events + excluded.events`;

interface Append {
  readonly batch: NewEventBatch | null;
  readonly drops: readonly NewDailyDrop[];
  readonly tallies?: IngestTallies;
}

/** Sums rows of the same key, so one upsert statement never meets a key twice. */
function sumByKey<T extends object>(
  rows: readonly T[],
  key: (row: T) => string,
  add: (a: T, b: T) => T,
): T[] {
  const sums = new Map<string, T>();
  for (const row of rows) {
    const k = key(row);
    const seen = sums.get(k);
    sums.set(k, seen ? add(seen, row) : row);
  }
  return [...sums.values()];
}

/** Writes a flush's consent and crawler counters. */
async function addTallies(client: pg.PoolClient, items: readonly Append[]): Promise<void> {
  const consent = sumByKey(
    items.flatMap((i) => i.tallies?.consent ?? []),
    (c) => `${c.day} ${c.state}`,
    (a, b) => ({ ...a, visitors: a.visitors + b.visitors }),
  );
  if (consent.length)
    await client.query(ADD_CONSENT, [
      consent.map((c) => c.day),
      consent.map((c) => c.state),
      consent.map((c) => c.visitors),
    ]);
  const crawlers = sumByKey(
    items.flatMap((i) => i.tallies?.crawlers ?? []),
    (c) => `${c.day} ${c.crawler}`,
    (a, b) => ({ ...a, requests: a.requests + b.requests, events: a.events + b.events }),
  );
  if (crawlers.length)
    await client.query(ADD_CRAWLERS, [
      crawlers.map((c) => c.day),
      crawlers.map((c) => c.crawler),
      crawlers.map((c) => c.requests),
      crawlers.map((c) => c.events),
    ]);
}

/** Runs `work` in a transaction; an unreachable database becomes 503 with Retry-After. */
async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect().catch((error: unknown) => {
    throw mapEngineError(error);
  });
  try {
    await client.query("begin");
    const result = await work(client);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw mapEngineError(error);
  } finally {
    client.release();
  }
}

/**
 * The analytics store in PostgreSQL (its pool's search path is the analytics
 * schema). Ingest is group-committed: the batches of every request that
 * arrives during a flush go in the next one, as one `unnest` insert, and each
 * request is answered once its flush has committed. A drain locks the cursor
 * row (`for update skip locked`), so one process drains at a time and the
 * others skip their turn; jobs such as the purge take a session advisory lock.
 */
export function createPostgresAnalyticsStore(pool: pg.Pool): AnalyticsStore {
  const kysely = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });

  const appends = createGroupCommit<Append>(
    (items) =>
      inTransaction(pool, async (client) => {
        await client.query("select pg_advisory_xact_lock($1)", [APPEND_LOCK]);
        const batches = items.flatMap((i) => (i.batch ? [i.batch] : []));
        if (batches.length)
          await client.query(
            insertBatches(batches.length),
            batches.flatMap((b) => BATCH_COLUMNS.map(([c]) => b[c] ?? null)),
          );
        const rows = sumByKey(
          items.flatMap((i) => i.drops),
          (d) => `${d.day} ${d.reason}`,
          (a, b) => ({ ...a, events: a.events + b.events }),
        );
        if (rows.length) {
          await client.query(ADD_DROPS, [
            rows.map((d) => d.day),
            rows.map((d) => d.reason),
            rows.map((d) => d.events),
          ]);
        }
        await addTallies(client, items);
      }),
    MAX_FLUSH,
  );

  return {
    engine: "postgresql",
    kysely,
    sql: createPostgresSqlRunner(pool, "analytics"),
    append: (batch, drops, tallies) => appends.submit({ batch, drops, tallies }),
    drain: (maxBatches, fold) =>
      inTransaction(pool, async (client) => {
        const cursor = await client.query<{ value: number }>(
          "select value from rollup_state where name = 'cursor' for update skip locked",
        );
        const at = cursor.rows[0];
        if (!at) return { batches: 0, events: 0, pending: false };
        const { rows: batches } = await client.query<PendingBatch>(
          "select id, visitor_id, consent, browser, os, device, screen, events from event_batches where id > $1 order by id limit $2",
          [at.value, maxBatches],
        );
        const last = batches[batches.length - 1];
        if (!last) return { batches: 0, events: 0, pending: false };
        const visitors = [
          ...new Set(batches.filter((b) => b.consent === "granted").map((b) => b.visitor_id)),
        ];
        const { rows: visits } = await client.query<VisitRow>(
          "select distinct on (visitor_id) * from visits where visitor_id = any($1::text[]) order by visitor_id, start_ts desc",
          [visitors],
        );
        const { writes, events } = fold({
          batches,
          latestVisits: new Map(visits.map((v) => [v.visitor_id, v])),
        });
        await writeDrainOnPostgres(client, writes);
        await client.query("update rollup_state set value = $1 where name = 'cursor'", [last.id]);
        return { batches: batches.length, events, pending: batches.length === maxBatches };
      }),
    withCursorLocked: (work) =>
      inTransaction(pool, async (client) => {
        // Waits for a drain in progress; drains that start meanwhile find the row locked and skip their turn.
        const { rows } = await client.query<{ value: number }>(
          "select value from rollup_state where name = 'cursor' for update",
        );
        return work(createUnnamedSqlRunner(client), rows[0]?.value ?? 0);
      }),
    async exclusive(name, job) {
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          "select pg_try_advisory_lock(hashtext($1)) as locked",
          [`analytics:${name}`],
        );
        if (!rows[0]?.locked) return undefined;
        try {
          return await job();
        } finally {
          await client.query("select pg_advisory_unlock(hashtext($1))", [`analytics:${name}`]);
        }
      } finally {
        client.release();
      }
    },
    async ping() {
      try {
        await pool.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    close: () => kysely.destroy(),
  };
}
