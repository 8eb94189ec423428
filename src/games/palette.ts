/** Seat colours, shared by the state document, the renderer and the bot. */
export const SEAT_COLORS = [
  "#e4572e",
  "#2e86de",
  "#17a398",
  "#f3a712",
  "#8e44ad",
  "#c0392b",
  "#27ae60",
  "#d35400",
  "#2c3e50",
  "#e84393",
] as const;

/** The colour of a seat index (wraps around past the palette). */
export function seatColor(seat: number): string {
  return SEAT_COLORS[seat % SEAT_COLORS.length] ?? SEAT_COLORS[0];
}
