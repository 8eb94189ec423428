import type { Kysely } from "kysely";
import { appendAudit } from "../audit/audit-log.ts";
import type { Database, SessionRow } from "../db/schema.ts";
import { enqueueOutbox } from "../outbox/outbox.ts";
import type { SessionEvent } from "../sessions/session-status.ts";
import { stateHash } from "./game-record.ts";
import { findGame, updateGameAtVersion } from "./game-repository.ts";

export interface LifecycleContext {
  readonly trx: Kysely<Database>;
  readonly session: SessionRow;
  readonly nowMs: number;
  readonly actor: string;
  readonly channel: string;
}

/**
 * What a host's pause, resume or close does to the running game: pausing
 * banks the turn's remaining time, resuming restarts the clock from it, and
 * closing aborts the game and reveals its dice seed.
 */
export async function applyHostEventToGame(event: SessionEvent, ctx: LifecycleContext): Promise<void> {
  const { trx, session, nowMs } = ctx;
  if (!session.current_game_id || (session.status !== "InGame" && session.status !== "Paused")) return;
  const game = await findGame(trx, session.current_game_id);
  if (game?.status !== "running") return;
  const at = new Date(nowMs).toISOString();
  if (event === "pause") {
    const remaining = game.turn_deadline ? Math.max(0, Date.parse(game.turn_deadline) - nowMs) : null;
    await updateGameAtVersion(
      trx,
      { ...game, turn_deadline: null, turn_remaining_ms: remaining },
      game.version,
    );
  } else if (event === "resume") {
    const deadline =
      game.turn_remaining_ms === null ? null : new Date(nowMs + game.turn_remaining_ms).toISOString();
    await updateGameAtVersion(
      trx,
      { ...game, turn_deadline: deadline, turn_remaining_ms: null },
      game.version,
    );
  } else if (event === "close") {
    const aborted = {
      ...game,
      status: "aborted" as const,
      version: game.version + 1,
      turn_deadline: null,
      turn_remaining_ms: null,
      updated_at: at,
      finished_at: at,
    };
    await updateGameAtVersion(trx, aborted, game.version);
    await enqueueOutbox(
      trx,
      { session_id: session.id, game_id: game.id, kind: "game_updated", version: aborted.version },
      nowMs,
    );
    await appendAudit(trx, {
      session_id: session.id,
      game_id: game.id,
      at,
      actor: ctx.actor,
      channel: ctx.channel,
      kind: "game_aborted",
      action_id: null,
      action_type: null,
      payload: { rng_seed: game.rng_seed, winners: [] },
      outcome: "ok",
      version: aborted.version,
      state_hash: stateHash(game.state),
    });
  }
}
