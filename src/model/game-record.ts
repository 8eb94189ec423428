import type { GameRow } from "../db/schema.ts";
import type { GameRecord, PlayerView } from "../documents/game-documents.ts";
import type { Seat } from "../games/contract.ts";
import { seatColor } from "../games/palette.ts";
import { findPlugin, type KnownPlugin } from "../games/registry.ts";
import type { Strength } from "../games/strategy.ts";
import { type GameClock, parseClock } from "./game-clock.ts";
import { parsesOf } from "./row-parses.ts";

/** A seat as the game row stores it: the plugin's seat, and a computer's strength. */
export interface StoredSeat extends Seat {
  readonly computer?: Strength;
}

/** Seats in turn order, parsed from the stored row (once per row, see row-parses.ts). */
export function seatsOf(game: Pick<GameRow, "seats">): readonly StoredSeat[] {
  const parses = parsesOf(game);
  parses.seats ??= JSON.parse(game.seats);
  return parses.seats as readonly StoredSeat[];
}

/** Seats with their turn position and colour. */
export function playersOf(seats: readonly StoredSeat[]): PlayerView[] {
  return seats.map((s, seat) => ({
    participant_id: s.id,
    display_name: s.name,
    seat,
    color: seatColor(seat),
    computer: s.computer ?? null,
  }));
}

/** Maps a stored game to its public record. */
export function toGameRecord(game: GameRow): GameRecord {
  return {
    id: game.id,
    session_id: game.session_id,
    plugin_id: game.plugin_id,
    status: game.status,
    version: game.version,
    players: playersOf(seatsOf(game)),
    created_at: game.created_at,
  };
}

/** The installed plugin a stored game runs on. */
export function pluginOf(game: Pick<GameRow, "id" | "plugin_id">): KnownPlugin {
  const plugin = findPlugin(game.plugin_id);
  if (!plugin) throw new Error(`plugin ${game.plugin_id} of game ${game.id} is not installed`);
  return plugin;
}

/** A game's clock (one made up from its move timer for a game older than clocks). */
export function clockOf(game: Pick<GameRow, "clock" | "turn_seconds" | "seats">): GameClock {
  if (game.clock === null)
    return parseClock(null, { turnSeconds: game.turn_seconds, seats: seatsOf(game).length });
  const parses = parsesOf(game);
  parses.clock ??= JSON.parse(game.clock);
  return parses.clock as GameClock;
}

/** The seats that lost the game on time (forfeited under its clock), in seat order. */
export function seatsLostOnTime(game: Pick<GameRow, "clock" | "turn_seconds" | "seats">): number[] {
  return clockOf(game).seats.flatMap((seat, i) => (seat.forfeited ? [i] : []));
}

/** The participant ids of the seats that forfeited. */
export function forfeitedOf(clock: GameClock, seats: readonly Seat[]): Set<string> {
  return new Set(seats.flatMap((seat, i) => (clock.seats[i]?.forfeited ? [seat.id] : [])));
}
