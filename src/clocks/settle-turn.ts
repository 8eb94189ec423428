import { recordChange } from "../audit/record-change.ts";
import { stateHash } from "../audit/state-hash.ts";
import { findGame } from "../db/repositories/game-repository.ts";
import { updateGameAtVersion } from "../db/repositories/game-writer.ts";
import { findSession } from "../db/repositories/session-repository.ts";
import type { GameRow, SessionRow } from "../db/schema.ts";
import type { WriteTx } from "../db/store.ts";
import type { OnTimeout } from "../documents/clock-documents.ts";
import { strategyFor } from "../games/computer-strategies.ts";
import type { GameAction, RngState } from "../games/contract.ts";
import type { KnownPlugin } from "../games/registry.ts";
import { createRng, rngStateFromSeed } from "../games/rng.ts";
import type { ClockEvent } from "../model/clock-event.ts";
import { resultWithForfeits } from "../model/forfeit-result.ts";
import { type GameClock, timeoutOutcome, withSeat } from "../model/game-clock.ts";
import { clockOf, forfeitedOf, pluginOf, seatsOf } from "../model/game-record.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import { recordGameEnd, recordMove } from "../play/record-move.ts";
import { isoAt } from "../time.ts";
import { queuePrivateNotice } from "./private-notice.ts";

/** One due game as the unit read it. */
interface Due {
  readonly tx: WriteTx;
  readonly session: SessionRow;
  readonly game: GameRow;
  readonly plugin: KnownPlugin;
  readonly state: unknown;
  readonly seat: number;
  readonly nowMs: number;
}

/** Applies `action` as the system (the timer, or a stand-in on `channel`), starting from `clock`. */
async function systemMove(due: Due, action: GameAction, clock: GameClock, channel: string): Promise<void> {
  const { tx, session, game, plugin, state, nowMs } = due;
  const rng = createRng(JSON.parse(game.rng_state) as RngState);
  const result = plugin.apply(state, action, { actor: "system", rng });
  if (!result.ok) throw new Error(`the ${channel} move of ${plugin.id} was refused: ${result.code}`);
  await recordMove(tx, {
    session,
    game,
    plugin,
    before: state,
    next: { state: result.state, rng: rng.snapshot() },
    action: { id: null, type: action.action_type, payload: action.payload },
    actor: "system",
    channel,
    nowMs,
    clock,
  });
}

/**
 * The stand-in's move for the seat to move, with the seat's strategy at the
 * host's strength: audited as the system on channel "stand_in", its payload
 * naming the participant it played for. Its choice draws on the secret seed.
 */
function standInMove(due: Due, clock: GameClock): Promise<void> {
  const { game, plugin, state, seat } = due;
  const participant = seatsOf(game)[seat]?.id as string;
  const strategy = strategyFor(game.plugin_id, clock.seats[seat]?.stand_in ?? clock.stand_in_strength);
  const chosen = strategy
    ? strategy(
        plugin.view(state, participant),
        createRng(rngStateFromSeed(`${game.rng_seed}/stand-in/${game.version}`)),
      )
    : plugin.timeoutAction(state);
  const action = { ...chosen, payload: { ...chosen.payload, stand_in_for: participant } };
  return systemMove(due, action, withSeat(clock, seat, { stood_in: true }), "stand_in");
}

/** Tells the absent player, privately, that a computer keeps their seat (with an "I'm back" button). */
async function tellAbsentPlayer(due: Due): Promise<void> {
  const participantId = seatsOf(due.game)[due.seat]?.id as string;
  const notice = {
    kind: "stand_in_started",
    participant_id: participantId,
    plugin_id: due.game.plugin_id,
  } as const;
  await queuePrivateNotice(due.tx, due.game, notice, isoAt(due.nowMs));
}

/**
 * The seat to move loses on time. At a table of two it ends the game for the
 * other; at a bigger one the seat leaves and the turn passes, and the game
 * ends when one player is left or by its rules.
 */
async function forfeitSeat(due: Due, clock: GameClock): Promise<void> {
  const { tx, session, game, plugin, state, seat, nowMs } = due;
  const seats = seatsOf(game);
  const left = withSeat(clock, seat, { forfeited: true });
  const at = isoAt(nowMs);
  await recordChange(tx, {
    session_id: session.id,
    game_id: game.id,
    at,
    actor: "system",
    channel: "system",
    kind: "seat_forfeited",
    payload: { participant_id: seats[seat]?.id, seat },
  });
  const ids = seats.map((s) => s.id);
  const winners = resultWithForfeits({ status: "running" }, ids, [], forfeitedOf(left, seats));
  if (winners === null) return systemMove(due, plugin.timeoutAction(state), left, "system");
  const ended: GameRow = {
    ...game,
    status: "finished",
    version: game.version + 1,
    clock: JSON.stringify({ ...left, turn: null }),
    turn_deadline: null,
    remind_at: null,
    updated_at: at,
    finished_at: at,
  };
  await updateGameAtVersion(tx, ended, game.version);
  await recordGameEnd(tx, { session, game: ended, winners, stateHash: stateHash(game.state), notify: true });
}

/** Meets a timeout of the seat to move as the clock's rules say; answers how. */
async function meetTimeout(due: Due, clock: GameClock): Promise<OnTimeout> {
  const { seat, plugin, state } = due;
  const outcome = timeoutOutcome(clock, seat);
  const seatClock = clock.seats[seat];
  // The turn used all its time: a bank is empty (a seat passed by the rules gets its increment back).
  const missed = withSeat(clock, seat, {
    missed: (seatClock?.missed ?? 0) + 1,
    bank_ms: seatClock?.bank_ms === null ? null : 0,
  });
  if (outcome === "stand_in") {
    await tellAbsentPlayer(due);
    await standInMove(due, withSeat(missed, seat, { stand_in: clock.stand_in_strength }));
  } else if (outcome === "forfeit") await forfeitSeat(due, missed);
  else await systemMove(due, plugin.timeoutAction(state), missed, "system");
  return outcome;
}

/**
 * Settles one game whose deadline has passed, if it still runs: a seat a
 * computer keeps gets its move, a forfeited seat's turn passes, and a
 * player's timeout is met by the clock's rules. Empty when nothing was due.
 * The version check makes two processes settle it once.
 */
export function settleDueTurn({ store, now }: UseCaseDeps, gameId: string): Promise<ClockEvent[]> {
  const nowMs = now();
  return store.write(async (tx) => {
    const game = await findGame(tx, gameId);
    if (game?.status !== "running" || !game.turn_deadline || game.turn_deadline > isoAt(nowMs)) return [];
    const session = await findSession(tx, game.session_id);
    if (session?.status !== "InGame") return [];
    const plugin = pluginOf(game);
    const state: unknown = JSON.parse(game.state);
    const turn = plugin.view(state, null).turn;
    const clock = clockOf(game);
    const due: Due = { tx, session, game, plugin, state, seat: turn ?? -1, nowMs };
    const seatClock = turn === null ? undefined : clock.seats[turn];
    if (seatClock?.forfeited) {
      await systemMove(due, plugin.timeoutAction(state), clock, "system");
      return [{ kind: "seat_passed" }];
    }
    if (seatClock?.stand_in) {
      await standInMove(due, clock);
      return [{ kind: "stand_in_move" }];
    }
    if (!seatClock) {
      await systemMove(due, plugin.timeoutAction(state), clock, "system");
      return [{ kind: "timeout", outcome: "rules" }];
    }
    const outcome = await meetTimeout(due, clock);
    const timeout: ClockEvent = { kind: "timeout", outcome };
    return outcome === "stand_in" ? [timeout, { kind: "stand_in_move" }] : [timeout];
  });
}
