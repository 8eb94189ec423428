import { randomBytes } from "node:crypto";
import { toAuditEntryView } from "../audit/audit-entry-view.ts";
import type { Principal } from "../auth/principal.ts";
import { remindClocks } from "../clocks/clock-reminders.ts";
import { reclaimSeat } from "../clocks/reclaim-seat.ts";
import type { ClockEvent } from "../clocks/settle-turn.ts";
import { endVacation, readVacation, setVacation } from "../clocks/vacation.ts";
import { findGame, listRunningGamesWithComputers } from "../db/repositories/game-repository.ts";
import { GAME_PLUGINS, type KnownPlugin } from "../games/registry.ts";
import { seatsOf, toGameRecord } from "../model/game-record.ts";
import type { PlayDeps } from "../model/play-deps.ts";
import { requireGame } from "../model/require-game.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import { exportGame } from "../proofs/export-game.ts";
import { readReplay } from "../proofs/read-replay.ts";
import type { Channel } from "../sessions/channel.ts";
import { type ActionInput, type ActOptions, type ActResult, act } from "./act.ts";
import { playComputerTurn } from "./computer-turn.ts";
import { readAudit, readState, visibleGame, visibleGameHead } from "./read-game.ts";
import { rematch } from "./rematch.ts";
import { type StartOptions, startGame } from "./start-game.ts";
import { createStateDocumentCache } from "./state-document-cache.ts";
import { remindWaitingTurns } from "./turn-reminders.ts";
import { expireDueTurns } from "./turn-timeouts.ts";

/** Refusals of a computer's move that only mean the game changed between its read and its write. */
const RACES: ReadonlySet<string> = new Set(["stale_version", "game_paused", "game_over"]);

export type GameService = ReturnType<typeof createGameService>;

/** One action through `act`, once answered: its game (`unknown` on a refusal, which carries no state), outcome and time. */
export interface ActionEvent {
  readonly pluginId: string;
  /** `applied`, `replayed`, or the refusal's code. */
  readonly outcome: string;
  readonly seconds: number;
}

function actionEvent({ outcome, replayed }: ActResult, seconds: number): ActionEvent {
  return {
    pluginId: outcome.ok ? outcome.state.plugin_id : "unknown",
    outcome: replayed ? "replayed" : outcome.ok ? "applied" : outcome.code,
    seconds,
  };
}

export interface GameServiceDeps extends UseCaseDeps {
  readonly newSeed?: () => string;
  /** Told what the clocks did, once committed (the metrics). */
  readonly observeClock?: (event: ClockEvent) => void;
  /** Told of every action through `act`, whichever door sent it (the metrics); unset, actions are not timed. */
  readonly observeAction?: (event: ActionEvent) => void;
}

/** `act` as the service offers it: a reclaim and the action itself are observed once, here. */
function observedAct(
  play: PlayDeps,
  observe: (event: ClockEvent) => void,
  observeAction: ((event: ActionEvent) => void) | undefined,
) {
  return async (principal: Principal, gameId: string, input: ActionInput, options: ActOptions) => {
    const started = observeAction ? performance.now() : 0;
    const result = await act(play, principal, gameId, input, options);
    if (result.reclaimed) observe({ kind: "reclaim" });
    observeAction?.(actionEvent(result, (performance.now() - started) / 1000));
    return result;
  };
}

/** The play use cases (one file each) bound to their dependencies, as both channels call them. */
export function createGameService(deps: GameServiceDeps) {
  const play: PlayDeps = { ...deps, newSeed: deps.newSeed ?? (() => randomBytes(32).toString("hex")) };
  const observe = deps.observeClock ?? (() => {});
  const { store } = play;
  const documents = createStateDocumentCache();
  return {
    /** The installed game plugins. */
    listPlugins: (): readonly KnownPlugin[] => GAME_PLUGINS,
    start: (
      principal: Principal,
      sessionId: string,
      pluginId: string,
      options?: StartOptions,
      channel?: Channel,
    ) => startGame(play, principal, sessionId, pluginId, options, channel),
    /** A player's action, from any door (REST, the channel, a Telegram button). */
    act: observedAct(play, observe, deps.observeAction),
    /** The caller takes their seat back from its stand-in; answers their state document. */
    reclaim: async (principal: Principal, gameId: string, channel: Channel) => {
      const { state, reclaimed } = await reclaimSeat(play, principal, gameId, channel);
      if (reclaimed) observe({ kind: "reclaim" });
      return state;
    },
    /** The caller's vacation; setting or ending it moves their days clocks. */
    vacation: (principal: Principal) => readVacation(play, principal),
    setVacation: (principal: Principal, until: string) => setVacation(play, principal, until),
    endVacation: (principal: Principal) => endVacation(play, principal),
    state: (principal: Principal, gameId: string) => readState(store, documents, principal, gameId),
    /** The record of a game the caller may see (participants, spectators included). */
    visibleGame: async (principal: Principal, gameId: string) =>
      toGameRecord(await visibleGame(store, principal, gameId)),
    /** The id, version and deadline of a game the caller may see: enough for an ETag. */
    visibleGameHead: (principal: Principal, gameId: string) => visibleGameHead(store, principal, gameId),
    /** The record of a game by id, for callers already authorised another way (signed URLs, the bot). */
    findGame: async (gameId: string) => toGameRecord(await requireGame(store, gameId)),
    /** The game's audit documents, in order (participants only). */
    audit: async (principal: Principal, gameId: string) =>
      (await readAudit(store, principal, gameId)).map(toAuditEntryView),
    /** A finished game move by move, for anyone (its seed is revealed). */
    replay: (gameId: string) => readReplay(store, gameId),
    /** A finished game's self-contained file, for offline verification (docs/fair-dice.md). */
    exportGame: (gameId: string) => exportGame(store, gameId),
    rematch: (principal: Principal, gameId: string, channel?: Channel) =>
      rematch(play, principal, gameId, channel),
    /** Settles every due clock: timeouts, stand-ins' moves and forfeited seats' turns. */
    expireDueTurns: (limit?: number) => expireDueTurns(play, observe, limit),
    /** Queues the private reminders of timed turns at 50 and 90 per cent of their time. */
    remindClocks: (limit?: number) => remindClocks(play, limit),
    /** Queues one private reminder per untimed turn that has waited `minutes` (0 = off). */
    remindWaitingTurns: (minutes: number, limit?: number) => remindWaitingTurns(play, minutes, limit),
    /** True when a computer player's move was applied (a replay of another process's move is not). */
    playComputerTurn: async (gameId: string) => {
      const result = await playComputerTurn(play, gameId);
      const outcome = result?.outcome;
      // The game moving on under the check is a race the next wake-up settles; any other refusal is a strategy bug.
      if (outcome && !outcome.ok && !result.replayed && !RACES.has(outcome.code)) {
        throw new Error(`the computer's move in game ${gameId} was refused: ${outcome.code}`);
      }
      return result !== null && !result.replayed && result.outcome.ok;
    },
    listComputerGames: (limit = 1000) => listRunningGamesWithComputers(store, limit),
    seatsComputer: async (gameId: string) => {
      const game = await findGame(store, gameId);
      return game !== undefined && seatsOf(game).some((seat) => seat.computer !== undefined);
    },
  };
}
