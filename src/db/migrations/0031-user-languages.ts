import { type Kysely, sql } from "kysely";

/**
 * The language each person chose (issue 54): one column of users, read by
 * the API, the web client and the bot alike. The bot kept choices made with
 * /language in its own storage, keyed by Telegram id; they move here, so a
 * choice made in chat follows the person to the web.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("language", "text").execute();
  // The bot stored each choice as a JSON string under "language:<telegram id>".
  await sql`
    UPDATE users SET language = (
      SELECT substr(s.value, 2, length(s.value) - 2) FROM bot_storage s
      WHERE s.key = 'language:' || users.telegram_id
    )
    WHERE telegram_id IS NOT NULL
      AND EXISTS (SELECT 1 FROM bot_storage s WHERE s.key = 'language:' || users.telegram_id)
  `.execute(db);
  await sql`DELETE FROM bot_storage WHERE key LIKE 'language:%'`.execute(db);
}

/** Drops the column (choices made since are lost; people read their Telegram language again). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("language").execute();
}
