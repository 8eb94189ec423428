import { toAuditEntryView } from "../audit/audit-entry-view.ts";
import type { Principal } from "../auth/principal.ts";
import { GAME_PLUGINS, type KnownPlugin } from "../games/registry.ts";
import type { ClockEvent } from "../model/clock-event.ts";
import { toGameRecord } from "../model/game-record.ts";
import type { PlayDeps } from "../model/play-deps.ts";
import { requireGame } from "../model/require-game.ts";
import { NO_SPECTATORS, type SpectatorCount, withSpectators } from "../model/spectator-count.ts";
import type { Channel } from "../sessions/channel.ts";
import { type ActOptions, type ActResult, act } from "./act.ts";
import { readFeaturedGame } from "./featured-game.ts";
import { readAudit, readState, visibleGame, visibleGameHead } from "./read-game.ts";
import { rematch } from "./rematch.ts";
import type { ActionInput } from "./request-hash.ts";
import { type StartOptions, startGame } from "./start-game.ts";
import { createStateDocumentCache } from "./state-document-cache.ts";

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

export interface GameServiceDeps extends PlayDeps {
  /** Told when a move took a seat back from its stand-in, once committed (the metrics). */
  readonly observeClock?: (event: ClockEvent) => void;
  /** Told of every action through `act`, whichever door sent it (the metrics); unset, actions are not timed. */
  readonly observeAction?: (event: ActionEvent) => void;
  /** Who watches a game live without a seat, for its state documents; nobody when unset. */
  readonly spectators?: SpectatorCount;
}

/** `act` as the service offers it: a reclaim and the action itself are observed once, here; the mover's document counts the spectators. */
function observedAct(deps: GameServiceDeps, spectators: SpectatorCount) {
  const { observeClock, observeAction } = deps;
  return async (
    principal: Principal,
    gameId: string,
    input: ActionInput,
    options: ActOptions,
  ): Promise<ActResult> => {
    const started = observeAction ? performance.now() : 0;
    const result = await act(deps, principal, gameId, input, options);
    if (result.reclaimed) observeClock?.({ kind: "reclaim" });
    observeAction?.(actionEvent(result, (performance.now() - started) / 1000));
    const { outcome } = result;
    if (!outcome.ok) return result;
    return { ...result, outcome: { ...outcome, state: await withSpectators(outcome.state, spectators) } };
  };
}

/** The play use cases (one file each) bound to their dependencies, as both channels call them. */
export function createGameService(deps: GameServiceDeps) {
  const { store, spectators = NO_SPECTATORS } = deps;
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
    ) => startGame(deps, principal, sessionId, pluginId, options, channel),
    /** A player's action, from any door (REST, the channel, a Telegram button); observed once, here. */
    act: observedAct(deps, spectators),
    /** The state document as the caller sees it, with the spectators watching now. */
    state: async (principal: Principal, gameId: string) =>
      withSpectators(await readState(store, documents, principal, gameId), spectators),
    /** The TV: the featured public game now (GET /tv), with the spectators watching it. */
    featured: async (pluginId?: string) => {
      const featured = await readFeaturedGame(deps, pluginId);
      return { ...featured, state: await withSpectators(featured.state, spectators) };
    },
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
    rematch: (principal: Principal, gameId: string, channel?: Channel) =>
      rematch(deps, principal, gameId, channel),
  };
}
