import { type Params, prepare } from "../prepared.ts";
import type { Reader, WriteTx } from "../store.ts";

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
