import { type Params, prepare } from "../prepared.ts";
import type { Reader, WriteTx } from "../store.ts";

const waiting = prepare((db, p: Params<{ before: string; limit: number }>) =>
  db
    .selectFrom("games")
    .innerJoin("sessions", "sessions.id", "games.session_id")
    .leftJoin("turn_reminders", (join) =>
      join
        .onRef("turn_reminders.game_id", "=", "games.id")
        .onRef("turn_reminders.version", "=", "games.version"),
    )
    .select("games.id")
    .where("games.status", "=", "running")
    .where("sessions.status", "=", "InGame")
    .where("games.updated_at", "<=", p.before)
    // Timed turns are reminded by their clock (clock-reminder-repository.ts).
    .where("games.turn_deadline", "is", null)
    .where("turn_reminders.game_id", "is", null)
    .orderBy("games.updated_at")
    .limit(p.limit),
);
const claim = prepare((db, p: Params<{ gameId: string; version: number; at: string }>) =>
  db
    .insertInto("turn_reminders")
    .values({ game_id: p.gameId, version: p.version, reminded_at: p.at })
    .onConflict((oc) => oc.columns(["game_id", "version"]).doNothing()),
);
const telegramOf = prepare((db, p: Params<{ participantId: string }>) =>
  db
    .selectFrom("participants")
    .innerJoin("users", "users.id", "participants.user_id")
    .select("users.telegram_id")
    .where("participants.id", "=", p.participantId),
);

/** Ids of running, unpaused, untimed games unchanged since `beforeIso` whose current version has no reminder yet, longest waiting first. */
export async function listWaitingTurns(r: Reader, beforeIso: string, limit: number): Promise<string[]> {
  return (await r.all(waiting, { before: beforeIso, limit })).map((row) => row.id);
}

/** Marks a game's version as reminded; false when another unit marked it first. */
export async function claimTurnReminder(
  tx: WriteTx,
  row: { gameId: string; version: number; at: string },
): Promise<boolean> {
  return (await tx.run(claim, row)) === 1;
}

/** The Telegram user id of a participant's account, if it has one. */
export async function findParticipantTelegramId(r: Reader, participantId: string): Promise<string | null> {
  return (await r.first(telegramOf, { participantId }))?.telegram_id ?? null;
}
