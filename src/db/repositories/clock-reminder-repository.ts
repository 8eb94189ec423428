import { type Params, prepare } from "../prepared.ts";
import type { Reader, WriteTx } from "../store.ts";
import { forgetGame } from "./game-memo.ts";

const due = prepare((db, p: Params<{ now: string; limit: number }>) =>
  db
    .selectFrom("games")
    .select("id")
    .where("remind_at", "is not", null)
    .where("remind_at", "<=", p.now)
    .where("status", "=", "running")
    .orderBy("remind_at")
    .limit(p.limit),
);
const claim = prepare((db, p: Params<{ gameId: string; turnVersion: number; percent: number; at: string }>) =>
  db
    .insertInto("clock_reminders")
    .values({ game_id: p.gameId, turn_version: p.turnVersion, percent: p.percent, reminded_at: p.at })
    .onConflict((oc) => oc.columns(["game_id", "turn_version", "percent"]).doNothing()),
);
const setRemindAt = prepare((db, p: Params<{ id: string; version: number; remindAt: string | null }>) =>
  db
    .updateTable("games")
    .set({ remind_at: p.remindAt })
    .where("id", "=", p.id)
    .where("version", "=", p.version),
);

/** Ids of running games whose next clock reminder is due at `nowIso`, soonest first. */
export async function listDueClockReminders(r: Reader, nowIso: string, limit: number): Promise<string[]> {
  return (await r.all(due, { now: nowIso, limit })).map((row) => row.id);
}

/** Marks one turn's reminder at `percent` as sent; false when it was marked before. */
export async function claimClockReminder(
  tx: WriteTx,
  row: { gameId: string; turnVersion: number; percent: number; at: string },
): Promise<boolean> {
  return (await tx.run(claim, row)) === 1;
}

/** Moves a game's next reminder, unless the game moved on (its new turn set its own). */
export async function setNextReminder(
  tx: WriteTx,
  row: { id: string; version: number; remindAt: string | null },
): Promise<void> {
  await tx.run(setRemindAt, row);
  forgetGame(tx, row.id);
}
