import type pg from "pg";
import type { IngestTallies, NewDailyDrop, NewEventBatch } from "./analytics-schema.ts";

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

/** One request's part of a flush. */
export interface Append {
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

/**
 * Writes one flush in the caller's transaction: every request's batch in one
 * insert, then the summed drop, consent and crawler counters.
 */
export async function writeAppends(client: pg.PoolClient, items: readonly Append[]): Promise<void> {
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
}
