import { type Kysely, sql } from "kysely";

/**
 * An Idempotency-Key belongs to the principal that sent it (Stripe's and the
 * IETF draft's semantics): another caller's request under the same key is its
 * own request, never a replay of someone else's stored response. The key's
 * primary key gains the owner (the user id), so the table is rebuilt on both
 * engines. Rows stored before this have no known owner and keep an empty one,
 * so they replay to nobody; their action ids still make retries exactly once.
 */
const COLUMNS = ["game_id", "key", "request_hash", "outcome", "created_at"] as const;

async function createKeys(db: Kysely<unknown>, table: string, withOwner: boolean): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
    .$call((t) => (withOwner ? t.addColumn("owner", "text", (c) => c.notNull()) : t))
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint(
      withOwner ? "idempotency_keys_owner_pk" : "idempotency_keys_pk",
      (withOwner ? ["game_id", "owner", "key"] : ["game_id", "key"]) as never,
    )
    .execute();
}

async function swap(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("idempotency_keys").execute();
  await db.schema.alterTable("idempotency_keys_next").renameTo("idempotency_keys").execute();
}

/** Adds the owner to every Idempotency-Key's primary key. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createKeys(db, "idempotency_keys_next", true);
  await db
    .insertInto("idempotency_keys_next" as never)
    .columns(["owner", ...COLUMNS] as never)
    .expression(
      db
        .selectFrom("idempotency_keys" as never)
        .select([sql.lit("").as("owner"), ...COLUMNS.map((c) => sql.ref(c).as(c))]),
    )
    .execute();
  await swap(db);
}

/** Keys are per game again; where two owners used one key, the first stored row stays. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await createKeys(db, "idempotency_keys_next", false);
  await db
    .insertInto("idempotency_keys_next" as never)
    .columns([...COLUMNS] as never)
    .expression(
      db
        .selectFrom("idempotency_keys" as never)
        .select(COLUMNS.map((c) => sql.ref(c).as(c)))
        // SQLite needs a WHERE before ON CONFLICT to parse an INSERT … SELECT.
        .where(sql.lit(true), "=", sql.lit(true))
        .orderBy(sql.ref("created_at")),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await swap(db);
}
