import { randomUUID } from "node:crypto";
import { recordChange } from "../audit/record-change.ts";
import { stateHash } from "../audit/state-hash.ts";
import type { Principal } from "../auth/principal.ts";
import { insertGame } from "../db/repositories/game-repository.ts";
import { listParticipants } from "../db/repositories/participant-repository.ts";
import { findSession, setSessionGame } from "../db/repositories/session-repository.ts";
import type { GameRow } from "../db/schema.ts";
import type { GameRecord } from "../documents/game-documents.ts";
import { DomainError } from "../errors.ts";
import { asStrength } from "../games/computer-strategies.ts";
import { findPlugin } from "../games/registry.ts";
import { createRng, rngStateFromSeed, seedCommitment } from "../games/rng.ts";
import type { Channel } from "../sessions/channel.ts";
import { nextSessionStatus } from "../sessions/session-status.ts";
import { isoAt } from "../time.ts";
import { type StoredSeat, toGameRecord } from "./game-record.ts";
import type { PlayDeps } from "./play-deps.ts";

export interface StartOptions {
  /** This game's turn timer; absent = the session's, null = none. */
  readonly turn_seconds?: number | null | undefined;
}

/** Host only: starts a game from a plugin, seating players (not spectators) in join order. */
export function startGame(
  { store, now, newSeed }: PlayDeps,
  principal: Principal,
  sessionId: string,
  pluginId: string,
  options: StartOptions = {},
  channel: Channel = "web",
): Promise<GameRecord> {
  return store.write(async (tx) => {
    const session = await findSession(tx, sessionId);
    if (!session) throw new DomainError("session_not_found", `No session ${sessionId}.`);
    const participants = await listParticipants(tx, sessionId);
    const caller = participants.find((p) => p.user_id === principal.userId);
    if (!caller) throw new DomainError("not_participant");
    if (caller.role !== "host") throw new DomainError("not_host", "Only the host may start a game.");
    const plugin = findPlugin(pluginId);
    if (!plugin) throw new DomainError("plugin_not_found", `No game plugin "${pluginId}".`);
    const next = nextSessionStatus(session.status, "start_game");
    if (!next) {
      throw new DomainError(
        "invalid_session_status",
        `Cannot start a game while the session is ${session.status}.`,
      );
    }
    const seated = participants.filter((p) => p.role !== "spectator");
    const needed = Math.max(2, plugin.min_players);
    if (seated.length < needed) {
      throw new DomainError("not_enough_players", `${plugin.name} needs at least ${needed} players.`);
    }
    if (seated.length > plugin.max_players) {
      throw new DomainError(
        "too_many_players",
        `${plugin.name} seats at most ${plugin.max_players} players.`,
      );
    }
    const seats = seated.map((p) => ({ id: p.id, name: p.display_name }));
    // The plugin and the audit see plain seats (verify-game replays setup from them); the row also knows who is a computer.
    const stored: StoredSeat[] = seated.map((p, i) => ({
      ...(seats[i] as StoredSeat),
      ...(p.kind === "computer" ? { computer: asStrength(p.strength) } : {}),
    }));
    const seed = newSeed();
    const rng = createRng(rngStateFromSeed(seed));
    const stateJson = JSON.stringify(plugin.setup(seats, rng));
    const nowMs = now();
    const at = isoAt(nowMs);
    const turnSeconds = options.turn_seconds === undefined ? session.turn_seconds : options.turn_seconds;
    const row: GameRow = {
      id: randomUUID(),
      session_id: sessionId,
      plugin_id: plugin.id,
      status: "running",
      version: 1,
      seats: JSON.stringify(stored),
      state: stateJson,
      rng_state: JSON.stringify(rng.snapshot()),
      rng_seed: seed,
      rng_commitment: seedCommitment(seed),
      last_action: null,
      turn_seconds: turnSeconds ?? null,
      turn_deadline: turnSeconds ? isoAt(nowMs + turnSeconds * 1000) : null,
      turn_remaining_ms: null,
      created_at: at,
      updated_at: at,
      finished_at: null,
    };
    await insertGame(tx, row);
    await setSessionGame(tx, sessionId, next, row.id, at);
    await recordChange(tx, {
      session_id: sessionId,
      game_id: row.id,
      at,
      actor: caller.id,
      channel,
      kind: "game_started",
      payload: { plugin_id: plugin.id, seats, rng_commitment: row.rng_commitment },
      version: row.version,
      state_hash: stateHash(stateJson),
      notify: { kind: "game_updated", payload: { actor: caller.id } },
    });
    return toGameRecord(row);
  });
}
