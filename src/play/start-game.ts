import { Value } from "typebox/value";
import type { Principal } from "../auth/principal.ts";
import { listParticipants } from "../db/repositories/participant-repository.ts";
import { findSession } from "../db/repositories/session-repository.ts";
import type { GameRecord } from "../documents/game-documents.ts";
import { DomainError } from "../errors.ts";
import type { GameOptions } from "../games/contract.ts";
import { findPlugin, type KnownPlugin } from "../games/registry.ts";
import { type ClockInput, resolveClockRules, sessionClockRules } from "../model/clock-rules.ts";
import { toGameRecord } from "../model/game-record.ts";
import type { PlayDeps } from "../model/play-deps.ts";
import type { Channel } from "../sessions/channel.ts";
import { nextSessionStatus } from "../sessions/session-status.ts";
import { openGame } from "./open-game.ts";

/** This game's clock; what it leaves out comes from the session's (`time_control: null` = untimed). */
export type StartOptions = ClockInput & {
  /** Hex the host contributes to the dice of the setup (docs/fair-dice.md). */
  readonly entropy?: string | undefined;
  /** The game's own options, as its `options` schema allows. */
  readonly game?: GameOptions | undefined;
};

/** The start's game options, refused (400) unless the game's schema allows them; a game without one takes none. */
export function checkGameOptions(plugin: KnownPlugin, options: GameOptions = {}): GameOptions {
  const names = Object.keys(options);
  if (!plugin.options) {
    if (names.length === 0) return options;
    throw new DomainError("invalid_request", `${plugin.name} takes no options: ${names.join(", ")}.`);
  }
  if (!Value.Check(plugin.options, options)) {
    const first = Value.Errors(plugin.options, options)[0];
    throw new DomainError(
      "invalid_request",
      `Not an option of ${plugin.name}: ${first?.message ?? names.join(", ")}.`,
    );
  }
  return options;
}

/** Refuses a table the plugin cannot seat. */
export function checkTableSize(plugin: KnownPlugin, players: number): void {
  const needed = Math.max(2, plugin.min_players);
  if (players < needed) {
    throw new DomainError("not_enough_players", `${plugin.name} needs at least ${needed} players.`);
  }
  if (players > plugin.max_players) {
    throw new DomainError("too_many_players", `${plugin.name} seats at most ${plugin.max_players} players.`);
  }
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
    checkTableSize(plugin, seated.length);
    const clock = resolveClockRules(options, sessionClockRules(session));
    const game = checkGameOptions(plugin, options.game);
    const row = await openGame(tx, {
      sessionId,
      status: next,
      plugin,
      seated,
      by: caller.id,
      channel,
      clock,
      seed: newSeed(),
      entropy: options.entropy?.toLowerCase(),
      options: game,
      nowMs: now(),
    });
    return toGameRecord(row);
  });
}
