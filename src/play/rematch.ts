import type { Principal } from "../auth/principal.ts";
import { findGame, findGameForUser } from "../db/repositories/game-repository.ts";
import { listParticipants } from "../db/repositories/participant-repository.ts";
import { claimRematch, findRematchId } from "../db/repositories/rematch-repository.ts";
import { findSession } from "../db/repositories/session-repository.ts";
import { WriteConflict } from "../db/store.ts";
import type { GameRecord } from "../documents/game-documents.ts";
import { DomainError } from "../errors.ts";
import { rulesOf } from "../model/game-clock.ts";
import { clockOf, pluginOf, seatsLostOnTime, seatsOf, toGameRecord } from "../model/game-record.ts";
import type { PlayDeps } from "../model/play-deps.ts";
import type { Channel } from "../sessions/channel.ts";
import { nextSessionStatus } from "../sessions/session-status.ts";
import { isoAt } from "../time.ts";
import { openGame } from "./open-game.ts";
import { checkTableSize } from "./start-game.ts";

/** The rematch and whether this call started it (201) or found it (200). */
export interface RematchResult {
  readonly game: GameRecord;
  readonly created: boolean;
}

/**
 * A finished game's one rematch: the same plugin in the same session, the
 * same players (those still in it) with seats rotated by one, so whoever
 * moved second moves first. The first call must come from a seated person;
 * once it exists, every caller gets that same game. The `rematches` key makes
 * it one across processes: a unit that loses the race runs again and finds it.
 */
export function rematch(
  { store, now, newSeed }: PlayDeps,
  principal: Principal,
  gameId: string,
  channel: Channel = "web",
): Promise<RematchResult> {
  return store.write(async (tx) => {
    const found = await findGameForUser(tx, gameId, principal.userId);
    if (!found) throw new DomainError("game_not_found", `No game ${gameId}.`);
    const existing = await findRematchId(tx, gameId);
    const started = existing ? await findGame(tx, existing) : undefined;
    if (started) return { game: toGameRecord(started), created: false };
    const { game, participantId } = found;
    if (!participantId) throw new DomainError("not_participant");
    const seats = seatsOf(game);
    if (!seats.some((s) => s.id === participantId && !s.computer)) {
      throw new DomainError("not_a_player", "Only a player of this game can ask for a rematch.");
    }
    if (game.status === "running") throw new DomainError("game_running", "This game is not over yet.");
    const session = await findSession(tx, game.session_id);
    const next = session ? nextSessionStatus(session.status, "start_game") : null;
    if (!session || !next) {
      throw new DomainError("invalid_session_status", "Another game runs in this session, or it is closed.");
    }
    const present = new Map((await listParticipants(tx, game.session_id)).map((p) => [p.id, p]));
    const rotated = [...seats.slice(1), ...seats.slice(0, 1)];
    const seated = rotated.flatMap((s) => present.get(s.id) ?? []);
    const plugin = pluginOf(game);
    checkTableSize(plugin, seated.length);
    const nowMs = now();
    const row = await openGame(tx, {
      sessionId: session.id,
      status: next,
      plugin,
      seated,
      by: participantId,
      channel,
      clock: rulesOf(clockOf(game)),
      seed: newSeed(),
      options: plugin.rematchOptions?.(JSON.parse(game.state), seatsLostOnTime(game)),
      nowMs,
    });
    if (!(await claimRematch(tx, { gameId, rematchId: row.id, at: isoAt(nowMs) }))) {
      throw new WriteConflict(`the rematch of game ${gameId} was claimed concurrently`);
    }
    return { game: toGameRecord(row), created: true };
  });
}
