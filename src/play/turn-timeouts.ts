import { findGame, listDueGames } from "../db/repositories/game-repository.ts";
import { findSession } from "../db/repositories/session-repository.ts";
import type { GameRow } from "../db/schema.ts";
import type { RngState } from "../games/contract.ts";
import { createRng } from "../games/rng.ts";
import type { UseCaseDeps } from "../sessions/session-deps.ts";
import { isoAt } from "../time.ts";
import { pluginOf } from "./game-record.ts";
import { recordMove } from "./record-move.ts";

/** Applies one game's timeout action if its deadline has passed and it still runs; null otherwise. */
function expireTurn({ store, now }: UseCaseDeps, gameId: string): Promise<GameRow | null> {
  const nowMs = now();
  return store.write(async (tx) => {
    const game = await findGame(tx, gameId);
    if (game?.status !== "running" || !game.turn_deadline || game.turn_deadline > isoAt(nowMs)) return null;
    const session = await findSession(tx, game.session_id);
    if (session?.status !== "InGame") return null;
    const plugin = pluginOf(game);
    const state = JSON.parse(game.state);
    const action = plugin.timeoutAction(state);
    const rng = createRng(JSON.parse(game.rng_state) as RngState);
    const result = plugin.apply(state, action, { actor: "system", rng });
    if (!result.ok) throw new Error(`timeout action of ${plugin.id} was refused: ${result.code}`);
    return recordMove(tx, {
      session,
      game,
      plugin,
      before: state,
      next: { state: result.state, rng: rng.snapshot() },
      action: { id: null, type: action.action_type, payload: action.payload },
      actor: "system",
      channel: "system",
      nowMs,
    });
  });
}

/**
 * Applies the plugin's timeout action (actor "system") to every running game
 * whose stored deadline has passed. Deadlines live in the database, so a
 * restart loses none; the version check makes two sweepers safe. One broken
 * game (say, its plugin was uninstalled) does not hold up any other's timer.
 */
export async function expireDueTurns(deps: UseCaseDeps, limit = 100): Promise<number> {
  const due = await listDueGames(deps.store, isoAt(deps.now()), limit);
  const failures: unknown[] = [];
  let expired = 0;
  for (const id of due) {
    const changed = await expireTurn(deps, id).catch((error: unknown) => {
      failures.push(new Error(`turn timeout of game ${id} failed`, { cause: error }));
      return null;
    });
    if (changed) expired++;
  }
  if (failures.length) throw new AggregateError(failures, `${failures.length} turn timeouts failed`);
  return expired;
}
