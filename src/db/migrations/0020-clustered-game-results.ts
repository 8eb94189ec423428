import { type Kysely, sql } from "kysely";
import { isSqlite } from "../../../platform/db/dialect.ts";
import { rebuildSqliteTable } from "./rebuild-table.ts";

/**
 * SQLite keeps game results in their key's B-tree (WITHOUT ROWID): a
 * finished game's rows no longer need a second copy of (game, user) in a
 * separate key index, some 40 bytes per move of a short game. PostgreSQL
 * has no such option, so nothing changes there.
 */
async function rebuild(db: Kysely<unknown>, clustered: boolean): Promise<void> {
  if (!isSqlite(db)) return;
  await rebuildSqliteTable(db, "game_results", {
    definition: (columns) =>
      clustered ? `${columns} without rowid` : columns.replace(/\s*without rowid\s*$/i, ""),
  });
  await db.schema
    .createIndex("game_results_user")
    .on("game_results")
    .columns(["user_id", "finished_at", "game_id"])
    .execute();
  await db.schema
    .createIndex("game_results_chat")
    .on("game_results")
    .columns(["chat_id", "plugin_id", "user_id"])
    .where(sql.ref("chat_id"), "is not", null)
    .execute();
}

/** Results in their key's B-tree. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, true);
}

/** Results in a rowid table with a key index again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, false);
}
