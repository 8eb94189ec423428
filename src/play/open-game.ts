import { nextAuditSeq } from "../audit/audit-log.ts";
import { recordChange } from "../audit/record-change.ts";
import { stateHash } from "../audit/state-hash.ts";
import { holdNoActions } from "../db/repositories/action-repository.ts";
import { insertGame } from "../db/repositories/game-writer.ts";
import { setSessionGame } from "../db/repositories/session-repository.ts";
import { activeVacations } from "../db/repositories/vacation-repository.ts";
import type { GameRow, ParticipantRow, SessionStatus } from "../db/schema.ts";
import type { WriteTx } from "../db/store.ts";
import { asStrength } from "../games/computer-strategies.ts";
import type { GameOptions } from "../games/contract.ts";
import type { KnownPlugin } from "../games/registry.ts";
import { createRng, seedCommitment, startingRngState } from "../games/rng.ts";
import { newId } from "../ids.ts";
import { type ClockRules, turnSecondsOf } from "../model/clock-rules.ts";
import { openClock, startTurn } from "../model/game-clock.ts";
import type { StoredSeat } from "../model/game-record.ts";
import type { Channel } from "../sessions/channel.ts";
import { isoAt } from "../time.ts";

/** What a new game needs once every rule about starting it has been checked. */
export interface Opening {
  readonly sessionId: string;
  /** The session's status once the game runs. */
  readonly status: SessionStatus;
  readonly plugin: KnownPlugin;
  /** The players in turn order. */
  readonly seated: readonly ParticipantRow[];
  /** The participant who started it. */
  readonly by: string;
  readonly channel: Channel;
  readonly clock: ClockRules | null;
  readonly seed: string;
  /** The game's own options, checked against its schema; none when absent or empty. */
  readonly options?: GameOptions | undefined;
  /** Hex the starter contributed: mixed into the dice before the setup draws. */
  readonly entropy?: string | undefined;
  readonly nowMs: number;
}

/** Inserts a running game in the caller's unit: its seats, setup, seed commitment, session link and audit entry. */
export async function openGame(tx: WriteTx, o: Opening): Promise<GameRow> {
  const seats = o.seated.map((p) => ({ id: p.id, name: p.display_name }));
  // The plugin and the audit see plain seats (verify-game replays setup from them); the row also knows who is a computer.
  const stored: StoredSeat[] = o.seated.map((p, i) => ({
    ...(seats[i] as StoredSeat),
    ...(p.kind === "computer" ? { computer: asStrength(p.strength) } : {}),
  }));
  const rng = createRng(startingRngState(o.seed, o.entropy));
  const options = o.options && Object.keys(o.options).length > 0 ? o.options : undefined;
  const stateJson = JSON.stringify(o.plugin.setup(seats, rng, options ?? {}));
  const at = isoAt(o.nowMs);
  const vacations = await activeVacations(
    tx,
    o.seated.map((p) => p.user_id),
    at,
  );
  const first = o.plugin.view(JSON.parse(stateJson), null).turn;
  const timing = startTurn(
    openClock(
      o.clock,
      o.seated.map((p) => vacations.get(p.user_id) ?? null),
    ),
    first,
    1,
    o.nowMs,
  );
  const row: GameRow = {
    id: newId(),
    session_id: o.sessionId,
    plugin_id: o.plugin.id,
    status: "running",
    version: 1,
    seats: JSON.stringify(stored),
    state: stateJson,
    rng_state: JSON.stringify(rng.snapshot()),
    rng_seed: o.seed,
    rng_commitment: seedCommitment(o.seed),
    // The game_started entry below takes this seq: the game's audit slice starts there.
    audit_seq: await nextAuditSeq(tx, o.sessionId),
    last_action: null,
    turn_seconds: turnSecondsOf(o.clock),
    turn_deadline: timing.deadlineMs === null ? null : isoAt(timing.deadlineMs),
    turn_remaining_ms: null,
    clock: JSON.stringify(timing.clock),
    remind_at: timing.remindMs === null ? null : isoAt(timing.remindMs),
    created_at: at,
    updated_at: at,
    finished_at: null,
  };
  await insertGame(tx, row);
  holdNoActions(tx, row.id, row.version);
  await setSessionGame(tx, o.sessionId, o.status, row.id, at);
  await recordChange(tx, {
    session_id: o.sessionId,
    game_id: row.id,
    at,
    actor: o.by,
    channel: o.channel,
    kind: "game_started",
    // Seats by id only: nothing personal is hashed into the chain (names live in the game row).
    payload: {
      plugin_id: o.plugin.id,
      rules_version: o.plugin.rules_version,
      seats: seats.map(({ id }) => ({ id })),
      rng_commitment: row.rng_commitment,
      // Only when given, so a start without options hashes as it always did.
      ...(options ? { options } : {}),
    },
    version: row.version,
    state_hash: stateHash(stateJson),
    entropy: o.entropy,
    notify: { kind: "game_updated", actor: o.by, phase: "started" },
  });
  return row;
}
