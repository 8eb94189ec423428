import { recordChange } from "../audit/record-change.ts";
import { insertParticipant } from "../db/repositories/participant-repository.ts";
import { insertSession } from "../db/repositories/session-repository.ts";
import type { GameRow, ParticipantRow } from "../db/schema.ts";
import type { WriteTx } from "../db/store.ts";
import type { KnownPlugin } from "../games/registry.ts";
import { newId } from "../ids.ts";
import { freshInviteCode } from "../sessions/create-session.ts";
import { newParticipant } from "../sessions/new-participant.ts";
import { isoAt } from "../time.ts";
import { openGame } from "./open-game.ts";

/** A table the service seats itself (a tournament's pairing, a quick-play match). */
export interface SeatedTable {
  readonly plugin: KnownPlugin;
  /** The players in seat order; the first hosts the session. A Telegram user also plays in their private chat. */
  readonly players: readonly { readonly userId: string; readonly name: string; readonly telegram: boolean }[];
  readonly seed: string;
  readonly nowMs: number;
  /** What opened it, kept in the session's first audit entry. */
  readonly origin: Readonly<Record<string, string>>;
}

function participantsOf(table: SeatedTable, sessionId: string, at: string): ParticipantRow[] {
  return table.players.map((player, i) =>
    newParticipant({
      sessionId,
      userId: player.userId,
      displayName: player.name,
      role: i === 0 ? "host" : "player",
      joinSeq: i + 1,
      at,
      presence: player.telegram ? "messenger" : null,
    }),
  );
}

/**
 * Opens a session of its own for a table the service paired, in the
 * caller's unit: the players seated in order (the first hosts it), and the
 * game running. Everyone then plays it as any other game; a Telegram user's
 * private chat gets its board like any messenger member's.
 */
export async function openSeatedGame(tx: WriteTx, table: SeatedTable): Promise<GameRow> {
  const at = isoAt(table.nowMs);
  const sessionId = newId();
  await insertSession(tx, {
    id: sessionId,
    invite_code: await freshInviteCode(tx),
    host_user_id: table.players[0]?.userId as string,
    status: "Lobby",
    max_players: table.players.length,
    turn_seconds: null,
    current_game_id: null,
    created_at: at,
    updated_at: at,
    telegram_chat_id: null,
    revision: 0,
    clock_rules: null,
    visibility: "private",
    plugin_id: table.plugin.id,
  });
  const seated = participantsOf(table, sessionId, at);
  for (const participant of seated) await insertParticipant(tx, participant);
  const host = seated[0] as ParticipantRow;
  await recordChange(tx, {
    session_id: sessionId,
    game_id: null,
    at,
    actor: host.id,
    channel: "system",
    kind: "session_created",
    payload: { max_players: seated.length, turn_seconds: null, ...table.origin },
  });
  return openGame(tx, {
    sessionId,
    status: "InGame",
    plugin: table.plugin,
    seated,
    by: host.id,
    channel: "web",
    clock: null,
    seed: table.seed,
    nowMs: table.nowMs,
  });
}
