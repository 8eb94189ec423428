import { createHash } from "node:crypto";
import { toPrincipal } from "../auth/principal.ts";
import { findGame } from "../db/repositories/game-repository.ts";
import { findParticipant } from "../db/repositories/participant-repository.ts";
import { findSession } from "../db/repositories/session-repository.ts";
import { findUserById } from "../db/repositories/user-repository.ts";
import type { GameRow } from "../db/schema.ts";
import { strategyFor } from "../games/computer-strategies.ts";
import { createRng, rngStateFromSeed } from "../games/rng.ts";
import { pluginOf, seatsOf } from "../model/game-record.ts";
import type { PlayDeps } from "../model/play-deps.ts";
import { type ActResult, act } from "../play/act.ts";

/**
 * The action id of the computer's move at one version of one game, in UUID
 * form: every process (and every retry) that plays this turn sends the same
 * id with the same body, so `act()` applies it once and replays it otherwise.
 * The game's dice seed, secret until the game ends, is part of it, so no
 * player can take the id first and block the computer with `action_id_reused`.
 */
function computerActionId(game: Pick<GameRow, "id" | "rng_seed" | "version">): string {
  const hex = createHash("sha256")
    .update(`computer-move:${game.rng_seed}:${game.id}:${game.version}`)
    .digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * If the seat to move in `gameId` is a computer, chooses its move with the
 * seat's strategy and sends it through `act()` like a person's move (audited,
 * idempotent, version-checked); null when there is nothing for a computer to
 * do. Its choices draw on the game's secret dice seed, so they cannot be
 * predicted while the game runs and can be replayed once the seed is revealed.
 */
export async function playComputerTurn(deps: PlayDeps, gameId: string): Promise<ActResult | null> {
  const { store } = deps;
  const game = await findGame(store, gameId);
  if (game?.status !== "running") return null;
  const session = await findSession(store, game.session_id);
  if (session?.status !== "InGame") return null;
  const plugin = pluginOf(game);
  const state: unknown = JSON.parse(game.state);
  const turn = plugin.view(state, null).turn;
  const seat = turn === null ? undefined : seatsOf(game)[turn];
  const strategy = seat?.computer ? strategyFor(game.plugin_id, seat.computer) : undefined;
  if (!seat || !strategy) return null;
  const participant = await findParticipant(store, seat.id);
  const user = participant && (await findUserById(store, participant.user_id));
  if (!user) return null;
  const view = plugin.view(state, seat.id);
  if (view.allowed_actions.length === 0) return null;
  const rng = createRng(rngStateFromSeed(`${game.rng_seed}/computer/${game.version}`));
  const action = strategy(view, rng);
  if (!(plugin.action_types as readonly string[]).includes(action.action_type)) {
    throw new Error(`the ${game.plugin_id} strategy chose ${action.action_type}`);
  }
  return act(
    deps,
    toPrincipal(user),
    game.id,
    {
      action_id: computerActionId(game),
      action_type: action.action_type,
      payload: action.payload,
    },
    { channel: "computer", expectedVersion: game.version },
  );
}
