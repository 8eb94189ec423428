import { type Params, prepare, slotsFor } from "../prepared.ts";
import type { GameRow } from "../schema.ts";
import { type Reader, WriteConflict, type WriteTx } from "../store.ts";
import { advanceHeldActions } from "./action-memo.ts";
import { forgetGame, holdGame } from "./game-memo.ts";

/**
 * The one module that changes the games table: a test
 * (test/src/db/one-writer-of-games.test.ts) fails on a write to it anywhere
 * else. Each statement here keeps the game memo right itself, holding the
 * new row when it has it whole and forgetting the game otherwise, so no
 * caller can leave a stale row in memory.
 */
const GAME_COLUMNS = {
  id: true,
  session_id: true,
  plugin_id: true,
  status: true,
  version: true,
  seats: true,
  state: true,
  rng_state: true,
  rng_seed: true,
  rng_commitment: true,
  audit_seq: true,
  last_action: true,
  turn_seconds: true,
  turn_deadline: true,
  turn_remaining_ms: true,
  clock: true,
  remind_at: true,
  created_at: true,
  updated_at: true,
  finished_at: true,
} as const;
const { id: _id, audit_seq: _auditSeq, ...CHANGEABLE } = GAME_COLUMNS;
/** The columns a move changes; the others (the session, seats, seed…) stay as the game started. */
const MOVED = {
  status: true,
  version: true,
  state: true,
  rng_state: true,
  last_action: true,
  turn_deadline: true,
  clock: true,
  remind_at: true,
  updated_at: true,
  finished_at: true,
} as const;
type Moved = Pick<GameRow, keyof typeof MOVED>;
const KEPT = (Object.keys(CHANGEABLE) as (keyof GameRow)[]).filter((column) => !(column in MOVED));

const insert = prepare((db, _: Params<GameRow>) =>
  db.insertInto("games").values(slotsFor<GameRow>(GAME_COLUMNS)),
);
const updateAtVersion = prepare((db, p: Params<GameRow & { expected: number }>) =>
  db
    .updateTable("games")
    .set(slotsFor<Omit<GameRow, "id" | "audit_seq">>(CHANGEABLE))
    .where("id", "=", p.id)
    .where("version", "=", p.expected),
);
// Setting session_id, even to its own value, costs SQLite a foreign-key lookup and its index's rewrite.
const updateMovedAtVersion = prepare((db, p: Params<Moved & { id: string; expected: number }>) =>
  db
    .updateTable("games")
    .set(slotsFor<Moved>(MOVED))
    .where("id", "=", p.id)
    .where("version", "=", p.expected),
);
const setRemindAt = prepare((db, p: Params<{ id: string; version: number; remindAt: string | null }>) =>
  db
    .updateTable("games")
    .set({ remind_at: p.remindAt })
    .where("id", "=", p.id)
    .where("version", "=", p.version),
);
const seatsOfSessions = (r: Reader, sessionIds: readonly string[]) =>
  r.db.selectFrom("games").select(["id", "seats"]).where("session_id", "in", sessionIds).execute();
const setSeats = prepare((db, p: Params<{ id: string; seats: string }>) =>
  db.updateTable("games").set({ seats: p.seats }).where("id", "=", p.id),
);

/** Inserts a new game. */
export async function insertGame(tx: WriteTx, row: GameRow): Promise<void> {
  await tx.run(insert, row);
  holdGame(tx, row);
}

/**
 * Writes a game's new row only if nobody changed it since `expectedVersion`:
 * the optimistic check that keeps two writers (or two processes) from both
 * applying an action against the same version.
 */
export async function updateGameAtVersion(
  tx: WriteTx,
  game: GameRow,
  expectedVersion: number,
): Promise<void> {
  const changed = await tx.run(updateAtVersion, { ...game, expected: expectedVersion });
  written(tx, game, expectedVersion, changed);
}

/**
 * Writes a move's new row over `before`, its row as stored, like
 * updateGameAtVersion; when only the columns a move changes differ, only
 * those are written.
 */
export async function updateMovedGame(tx: WriteTx, before: GameRow, after: GameRow): Promise<void> {
  const expected = before.version;
  const moved = KEPT.every((column) => after[column] === before[column]);
  const changed = await tx.run(moved ? updateMovedAtVersion : updateAtVersion, { ...after, expected });
  written(tx, after, expected, changed);
}

/** After a version-checked write: a conflict when nothing changed, else the memo holds the new row. */
function written(tx: WriteTx, game: GameRow, expectedVersion: number, changed: number): void {
  if (changed !== 1) throw new WriteConflict(`game ${game.id} changed under version ${expectedVersion}`);
  holdGame(tx, game);
  // A held game's actions stay complete through the new version: any move with an id notes its own.
  advanceHeldActions(tx, game.id, expectedVersion, game.version);
}

/** Moves a game's next clock reminder, unless the game moved on (its new turn set its own). */
export async function setNextReminder(
  tx: WriteTx,
  row: { id: string; version: number; remindAt: string | null },
): Promise<void> {
  await tx.run(setRemindAt, row);
  forgetGame(tx, row.id);
}

/**
 * Rewrites the seats (the names in them) of every game of the given
 * sessions, running or over, as `rewrite` says (null: leave that game's as
 * they are); versions are unchanged.
 */
export async function rewriteSeats(
  tx: WriteTx,
  sessionIds: readonly string[],
  rewrite: (seats: string) => string | null,
): Promise<void> {
  if (sessionIds.length === 0) return;
  for (const game of await seatsOfSessions(tx, sessionIds)) {
    const seats = rewrite(game.seats);
    if (seats === null) continue;
    await tx.run(setSeats, { id: game.id, seats });
    forgetGame(tx, game.id);
  }
}
