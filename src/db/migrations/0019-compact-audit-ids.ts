import type { Kysely } from "kysely";
import { retypeIdColumns } from "./id-columns.ts";

/**
 * An audit entry's game, actor and action ids are stored as bytes
 * (compact-id.ts), some 55 bytes less per move's entry. The session id stays
 * text: it is the key sessions cascade through. The repository reads every
 * id back as the same text, so no entry's hash changes.
 */
const IDS = ["game_id", "actor", "action_id"];

/** Ids become bytes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await retypeIdColumns(db, "audit_entries", IDS, true);
}

/** Ids become text again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await retypeIdColumns(db, "audit_entries", IDS, false);
}
