import { type Kysely, sql } from "kysely";
import { clusteredOnKey } from "../../../platform/db/migration-dialect.ts";

/**
 * An Idempotency-Key row names the action it answered instead of holding a
 * second copy of its request hash and outcome: the key's request is always
 * the action's request (the key is stored in the same unit as the action, or
 * after the action's own hash matched), so the action row has both. A key
 * row shrinks from some 300 bytes to some 150.
 *
 * Action rows older than migration 0005 have no request hash. The key stored
 * in the same unit has it, with the same outcome and time, so the action
 * takes the hash from there first; every key then finds its action.
 */
async function createKeys(db: Kysely<unknown>, table: string, byAction: boolean): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
    .addColumn("owner", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .$call((t) =>
      byAction
        ? t.addColumn("action_id", "text", (c) => c.notNull())
        : t
            .addColumn("request_hash", "text", (c) => c.notNull())
            .addColumn("outcome", "text", (c) => c.notNull())
            .addColumn("created_at", "text", (c) => c.notNull()),
    )
    .addPrimaryKeyConstraint(byAction ? "idempotency_keys_action_pk" : "idempotency_keys_owner_pk", [
      "game_id",
      "owner",
      "key",
    ] as never)
    .$call(clusteredOnKey(db))
    .execute();
}

async function swap(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("idempotency_keys").execute();
  await db.schema.alterTable("idempotency_keys_next").renameTo("idempotency_keys").execute();
}

/** Gives hashless (pre-0005) action rows the hash their key stored with them. */
async function backfillActionHashes(db: Kysely<unknown>): Promise<void> {
  await sql`
    update game_actions set request_hash = (
      select k.request_hash from idempotency_keys k
      where k.game_id = game_actions.game_id
        and k.created_at = game_actions.created_at
        and k.outcome = game_actions.outcome
      limit 1)
    where request_hash is null`.execute(db);
}

/** Keys reference their action. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await backfillActionHashes(db);
  await createKeys(db, "idempotency_keys_next", true);
  await sql`
    insert into idempotency_keys_next (game_id, owner, key, action_id)
    select k.game_id, k.owner, k.key, a.action_id
    from idempotency_keys k
    join game_actions a on a.game_id = k.game_id and a.request_hash = k.request_hash`.execute(db);
  await swap(db);
}

/** Keys hold their own copy of the action's hash, outcome and time again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await createKeys(db, "idempotency_keys_next", false);
  await sql`
    insert into idempotency_keys_next (game_id, owner, key, request_hash, outcome, created_at)
    select k.game_id, k.owner, k.key, a.request_hash, a.outcome, a.created_at
    from idempotency_keys k
    join game_actions a on a.game_id = k.game_id and a.action_id = k.action_id`.execute(db);
  await swap(db);
}
