/** A square track: squares 1..size*size, position 0 = not yet on the board. */
export interface TrackBoard {
  readonly kind: "track";
  readonly size: number;
  readonly positions: readonly number[];
  readonly snakes: readonly (readonly [from: number, to: number])[];
  readonly ladders: readonly (readonly [from: number, to: number])[];
  readonly last_roll: number | null;
}
