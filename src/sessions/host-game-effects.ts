import { recordChange } from "../audit/record-change.ts";
import { stateHash } from "../audit/state-hash.ts";
import { findGame } from "../db/repositories/game-repository.ts";
import { updateGameAtVersion } from "../db/repositories/game-writer.ts";
import type { SessionRow } from "../db/schema.ts";
import type { WriteTx } from "../db/store.ts";
import { moveDeadline, resumedDeadline } from "../model/game-clock.ts";
import { clockOf } from "../model/game-record.ts";
import { isoAt } from "../time.ts";
import type { Channel } from "./channel.ts";
import { runningGameOf, type SessionEvent } from "./session-status.ts";

/**
 * What a host's pause, resume or close does to the running game: pausing
 * banks the turn's remaining time, resuming restarts the clock from it, and
 * closing aborts the game and reveals its dice seed.
 */
export async function applyHostEventToGame(
  tx: WriteTx,
  event: SessionEvent,
  session: SessionRow,
  by: { readonly actor: string; readonly channel: Channel | "system"; readonly nowMs: number },
): Promise<void> {
  const gameId = runningGameOf(session);
  const game = gameId ? await findGame(tx, gameId) : undefined;
  if (game?.status !== "running") return;
  const { nowMs } = by;
  if (event === "pause") {
    const remaining = game.turn_deadline ? Math.max(0, Date.parse(game.turn_deadline) - nowMs) : null;
    await updateGameAtVersion(
      tx,
      { ...game, turn_deadline: null, turn_remaining_ms: remaining, remind_at: null },
      game.version,
    );
  } else if (event === "resume") {
    const timing =
      game.turn_remaining_ms === null
        ? null
        : moveDeadline(clockOf(game), resumedDeadline(clockOf(game), game.turn_remaining_ms, nowMs), nowMs);
    await updateGameAtVersion(
      tx,
      {
        ...game,
        turn_deadline: timing ? isoAt(timing.deadlineMs as number) : null,
        turn_remaining_ms: null,
        clock: timing ? JSON.stringify(timing.clock) : game.clock,
        remind_at: timing?.remindMs ? isoAt(timing.remindMs) : null,
      },
      game.version,
    );
  } else if (event === "close") {
    const at = isoAt(nowMs);
    const aborted = {
      ...game,
      status: "aborted" as const,
      version: game.version + 1,
      turn_deadline: null,
      turn_remaining_ms: null,
      remind_at: null,
      updated_at: at,
      finished_at: at,
    };
    await updateGameAtVersion(tx, aborted, game.version);
    await recordChange(tx, {
      session_id: session.id,
      game_id: game.id,
      at,
      actor: by.actor,
      channel: by.channel,
      kind: "game_aborted",
      payload: { rng_seed: game.rng_seed, winners: [] },
      version: aborted.version,
      state_hash: stateHash(game.state),
      notify: { kind: "game_updated", phase: "ended" },
    });
  }
}
