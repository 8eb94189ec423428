import { type Params, prepare, slotsFor } from "../prepared.ts";
import type { ParticipantRow } from "../schema.ts";
import type { Reader, WriteTx } from "../store.ts";
import { forgetSession } from "./session-memo.ts";
import { bumpSessionRevision } from "./session-repository.ts";

// No ORDER BY: with one, SQLite 3.54 compiles the statement again on every call (tens of µs); a session's few rows are sorted here.
const ofSession = prepare((db, p: Params<{ sessionId: string }>) =>
  db.selectFrom("participants").selectAll().where("session_id", "=", p.sessionId),
);
const byUser = prepare((db, p: Params<{ sessionId: string; userId: string }>) =>
  db
    .selectFrom("participants")
    .selectAll()
    .where("session_id", "=", p.sessionId)
    .where("user_id", "=", p.userId),
);
const byId = prepare((db, p: Params<{ id: string }>) =>
  db.selectFrom("participants").selectAll().where("id", "=", p.id),
);
const insert = prepare((db, _: Params<ParticipantRow>) =>
  db.insertInto("participants").values(
    slotsFor<ParticipantRow>({
      id: true,
      session_id: true,
      user_id: true,
      display_name: true,
      role: true,
      join_seq: true,
      presence_web: true,
      presence_messenger: true,
      joined_at: true,
      kind: true,
      strength: true,
    }),
  ),
);
const setPresenceFlags = prepare(
  (db, p: Params<{ id: string; presence_web: number; presence_messenger: number }>) =>
    db
      .updateTable("participants")
      .set({ presence_web: p.presence_web, presence_messenger: p.presence_messenger })
      .where("id", "=", p.id),
);
const remove = prepare((db, p: Params<{ id: string }>) =>
  db.deleteFrom("participants").where("id", "=", p.id),
);

/** All participants of a session in join order. */
export async function listParticipants(r: Reader, sessionId: string): Promise<ParticipantRow[]> {
  return (await r.all(ofSession, { sessionId })).sort((a, b) => a.join_seq - b.join_seq);
}

/** The caller's participant row in a session, if any. */
export function findParticipantByUser(
  r: Reader,
  sessionId: string,
  userId: string,
): Promise<ParticipantRow | undefined> {
  return r.first(byUser, { sessionId, userId });
}

/** A participant row by its id. */
export function findParticipant(r: Reader, id: string): Promise<ParticipantRow | undefined> {
  return r.first(byId, { id });
}

// Every change to a participant counts as a change to its session (its revision),
// and forgets what the memo held about the session (a seat, whether a chat follows).

/** Inserts a participant. */
export async function insertParticipant(tx: WriteTx, row: ParticipantRow): Promise<void> {
  await tx.run(insert, row);
  forgetSession(tx, row.session_id);
  await bumpSessionRevision(tx, row.session_id);
}

/** Stores a participant's presence flags. */
export async function setPresence(
  tx: WriteTx,
  row: Pick<ParticipantRow, "id" | "session_id" | "presence_web" | "presence_messenger">,
): Promise<void> {
  await tx.run(setPresenceFlags, row);
  forgetSession(tx, row.session_id);
  await bumpSessionRevision(tx, row.session_id);
}

/** Removes a participant from its session. */
export async function deleteParticipant(
  tx: WriteTx,
  participant: Pick<ParticipantRow, "id" | "session_id">,
): Promise<void> {
  await tx.run(remove, { id: participant.id });
  forgetSession(tx, participant.session_id);
  await bumpSessionRevision(tx, participant.session_id);
}

/** A participant who follows a session in their private chat with the bot. */
export interface MessengerMember {
  readonly participant_id: string;
  readonly role: ParticipantRow["role"];
  readonly telegram_id: string;
}

/** The participants present in the messenger channel who have a Telegram id, in join order. */
export async function listMessengerMembers(r: Reader, sessionId: string): Promise<MessengerMember[]> {
  const rows = await r.db
    .selectFrom("participants")
    .innerJoin("users", "users.id", "participants.user_id")
    .select(["participants.id as participant_id", "participants.role", "users.telegram_id"])
    .where("participants.session_id", "=", sessionId)
    .where("participants.presence_messenger", "=", 1)
    .where("users.telegram_id", "is not", null)
    .orderBy("participants.join_seq")
    .execute();
  return rows.map((row) => ({ ...row, telegram_id: row.telegram_id as string }));
}

/** Remembers who a participant was as they leave, so an erasure still finds their seats. */
export async function rememberFormerParticipant(
  tx: WriteTx,
  row: { participant_id: string; user_id: string; session_id: string; left_at: string },
): Promise<void> {
  await tx.db.insertInto("former_participants").values(row).execute();
}
