import { type Kysely, sql } from "kysely";
import type { Database } from "./schema.ts";

/**
 * Runs `fn` in a `BEGIN IMMEDIATE` transaction on one connection. IMMEDIATE
 * takes the write lock up front, so two processes on the same file queue on
 * the busy timeout instead of deadlocking when a read later becomes a write.
 * `fn` must use the `trx` it is given, never the outer `db`.
 */
export async function writeTransaction<T>(
  db: Kysely<Database>,
  fn: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (trx) => {
    await sql`begin immediate`.execute(trx);
    try {
      const result = await fn(trx);
      await sql`commit`.execute(trx);
      return result;
    } catch (error) {
      await sql`rollback`.execute(trx);
      throw error;
    }
  });
}
