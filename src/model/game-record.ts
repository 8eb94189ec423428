import type { GameRow } from "../db/schema.ts";
import type { GameRecord, PlayerView } from "../documents/game-documents.ts";
import type { Seat } from "../games/contract.ts";
import { seatColor } from "../games/palette.ts";
import { findPlugin, type KnownPlugin } from "../games/registry.ts";
import type { Strength } from "../games/strategy.ts";
import { type GameClock, parseClock } from "./game-clock.ts";
import { keptParses, lastParsed } from "./last-parsed.ts";

/** A seat as the game row stores it: the plugin's seat, and a computer's strength. */
export interface StoredSeat extends Seat {
  readonly computer?: Strength;
}

// A move reads the same row's seats and clock several times over (the checks,
// the clock, the winners, the state document). Seats change only when players
// join or leave, so their parses are kept by text across moves and games; a
// clock changes with every move, so only its last parse is kept.
const parsedSeats = keptParses<readonly StoredSeat[]>(4096);
const parsedClocks = lastParsed<GameClock>();

/** Seats in turn order, parsed from the stored row. */
export function seatsOf(game: Pick<GameRow, "seats">): readonly StoredSeat[] {
  return parsedSeats.parse(game.seats);
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
  if (game.clock !== null) return parsedClocks.parse(game.clock);
  return parseClock(null, { turnSeconds: game.turn_seconds, seats: seatsOf(game).length });
}

/** The stored text of a clock a move just computed, kept with it so the move's own reads do not parse it back. */
export function storeClock(clock: GameClock): string {
  const json = JSON.stringify(clock);
  parsedClocks.remember(json, clock);
  return json;
}

/** The participant ids of the seats that forfeited. */
export function forfeitedOf(clock: GameClock, seats: readonly Seat[]): Set<string> {
  return new Set(seats.flatMap((seat, i) => (clock.seats[i]?.forfeited ? [seat.id] : [])));
}
