import type { Principal } from "../auth/principal.ts";
import { findGameForUser } from "../db/repositories/game-repository.ts";
import { DomainError } from "../errors.ts";
import type { StateDocument } from "../games/registry.ts";
import { pluginOf, seatsOf } from "../model/game-record.ts";
import { buildStateDocument } from "../model/state-document.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import { giveSeatBack } from "../play/give-seat-back.ts";
import type { Channel } from "../sessions/channel.ts";

/** POST /games/{id}/reclaim: the caller takes their seat back from its stand-in (nothing to do is no error). */
export function reclaimSeat(
  { store, now }: UseCaseDeps,
  principal: Principal,
  gameId: string,
  channel: Channel,
): Promise<{ readonly state: StateDocument; readonly reclaimed: boolean }> {
  const nowMs = now();
  return store.write(async (tx) => {
    const found = await findGameForUser(tx, gameId, principal.userId);
    if (!found) throw new DomainError("game_not_found", `No game ${gameId}.`);
    const { game, session, participantId } = found;
    if (!participantId) throw new DomainError("not_participant");
    if (!seatsOf(game).some((s) => s.id === participantId)) throw new DomainError("not_a_player");
    if (game.status !== "running") throw new DomainError("game_over");
    const back = await giveSeatBack(tx, game, participantId, { channel, nowMs });
    const row = back ?? game;
    const plugin = pluginOf(row);
    const doc = buildStateDocument(
      row,
      plugin,
      JSON.parse(row.state),
      participantId,
      session.status === "Paused",
    );
    return { state: doc, reclaimed: back !== null };
  });
}
