/** A race to a target on one die: banked totals per seat, the running turn total and the last die. */
export interface DiceRaceBoard {
  readonly kind: "dice-race";
  readonly target: number;
  readonly banked: readonly number[];
  readonly turn_total: number;
  readonly last_roll: number | null;
}
