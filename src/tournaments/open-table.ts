import { recordChange } from "../audit/record-change.ts";
import { insertParticipant } from "../db/repositories/participant-repository.ts";
import { insertSession } from "../db/repositories/session-repository.ts";
import { insertTournamentTable } from "../db/repositories/tournament-repository.ts";
import type { ParticipantRow } from "../db/schema.ts";
import type { WriteTx } from "../db/store.ts";
import type { TournamentRow } from "../db/tournament-schema.ts";
import type { KnownPlugin } from "../games/registry.ts";
import { newId } from "../ids.ts";
import { openGame } from "../play/open-game.ts";
import { freshInviteCode } from "../sessions/create-session.ts";
import { isoAt } from "../time.ts";

export interface TableOpening {
  readonly tournament: TournamentRow;
  readonly plugin: KnownPlugin;
  readonly round: number;
  readonly seq: number;
  /** The players' user ids in seat order, and their names in the tournament. */
  readonly players: readonly string[];
  readonly names: ReadonlyMap<string, string>;
  readonly seed: string;
  readonly nowMs: number;
}

function participantsOf(o: TableOpening, sessionId: string, at: string): ParticipantRow[] {
  return o.players.map((userId, i) => ({
    id: newId(),
    session_id: sessionId,
    user_id: userId,
    display_name: o.names.get(userId) ?? "?",
    role: i === 0 ? "host" : "player",
    join_seq: i + 1,
    presence_web: 0,
    presence_messenger: 0,
    kind: "person",
    strength: null,
    joined_at: at,
  }));
}

/**
 * Opens one tournament table in the caller's unit: a session of its own
 * (hosted by its first player) with the players seated in order, its game
 * running, and the table's row with the round's deadline.
 */
export async function openTable(tx: WriteTx, o: TableOpening): Promise<void> {
  const at = isoAt(o.nowMs);
  const sessionId = newId();
  await insertSession(tx, {
    id: sessionId,
    invite_code: await freshInviteCode(tx),
    host_user_id: o.players[0] as string,
    status: "Lobby",
    max_players: o.players.length,
    turn_seconds: null,
    current_game_id: null,
    created_at: at,
    updated_at: at,
    telegram_chat_id: null,
    revision: 0,
  });
  const seated = participantsOf(o, sessionId, at);
  for (const participant of seated) await insertParticipant(tx, participant);
  const host = seated[0] as ParticipantRow;
  await recordChange(tx, {
    session_id: sessionId,
    game_id: null,
    at,
    actor: host.id,
    channel: "system",
    kind: "session_created",
    payload: { max_players: seated.length, turn_seconds: null, tournament_id: o.tournament.id },
  });
  const game = await openGame(tx, {
    sessionId,
    status: "InGame",
    plugin: o.plugin,
    seated,
    by: host.id,
    channel: "web",
    turnSeconds: null,
    seed: o.seed,
    nowMs: o.nowMs,
  });
  const minutes = o.tournament.round_minutes;
  await insertTournamentTable(tx, {
    tournament_id: o.tournament.id,
    round: o.round,
    seq: o.seq,
    players: JSON.stringify(o.players),
    bye: 0,
    session_id: sessionId,
    game_id: game.id,
    winners: null,
    deadline: minutes ? isoAt(o.nowMs + minutes * 60_000) : null,
    created_at: at,
  });
}

/** Records a bye in the caller's unit: a table of one, won at once. */
export async function recordBye(
  tx: WriteTx,
  key: { readonly tournamentId: string; readonly round: number; readonly seq: number },
  userId: string,
  nowMs: number,
): Promise<void> {
  await insertTournamentTable(tx, {
    tournament_id: key.tournamentId,
    round: key.round,
    seq: key.seq,
    players: JSON.stringify([userId]),
    bye: 1,
    session_id: null,
    game_id: null,
    winners: JSON.stringify([userId]),
    deadline: null,
    created_at: isoAt(nowMs),
  });
}
