import type { Kysely } from "kysely";
import type { Database, GameRow } from "../db/schema.ts";

/** Finds a game row by id. */
export function findGame(db: Kysely<Database>, id: string): Promise<GameRow | undefined> {
  return db.selectFrom("games").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Writes a game's new row only if nobody changed it since `expectedVersion`:
 * the optimistic check that keeps two writers (or two processes) from both
 * applying an action against the same version.
 */
export async function updateGameAtVersion(
  db: Kysely<Database>,
  game: GameRow,
  expectedVersion: number,
): Promise<void> {
  const { id, ...changes } = game;
  const result = await db
    .updateTable("games")
    .set(changes)
    .where("id", "=", id)
    .where("version", "=", expectedVersion)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) throw new Error(`game ${id} changed under version ${expectedVersion}`);
}
