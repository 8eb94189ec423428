import { MAX_PAYLOADS } from "../documents/game-documents.ts";
import type { AllowedAction } from "./contract.ts";
import type { DiceHolding } from "./game-module.ts";

type Payload = Readonly<Record<string, unknown>>;

/**
 * The allowed actions with their complete legal payloads: a game's own list
 * stands, otherwise they come from `choices` (`{cell}` each), from `hold`
 * (`{}` and every set of dice to keep), or are `{}` alone.
 */
export function withPayloads(
  allowed: readonly AllowedAction[],
  holding: DiceHolding,
): readonly AllowedAction[] {
  if (allowed.length === 0) return allowed;
  return allowed.map((action) => {
    if (action.payloads) return action;
    const payloads = payloadsOf(action, holding);
    return payloads ? { ...action, payloads } : action;
  });
}

// Null when there are more than MAX_PAYLOADS.
function payloadsOf(action: AllowedAction, holding: DiceHolding): readonly Payload[] | null {
  if (action.choices)
    return action.choices.length <= MAX_PAYLOADS ? action.choices.map((cell) => ({ cell })) : null;
  if (action.hold && holding.holdsDice) return holdPayloads(holding.dice);
  return [{}];
}

// Every subset of the dice, lowest indices first; keeping none is `{}`, as a roll without `hold`.
function holdPayloads(dice: number): readonly Payload[] | null {
  const count = 2 ** dice;
  if (count > MAX_PAYLOADS) return null;
  const payloads: Payload[] = [{}];
  for (let mask = 1; mask < count; mask++) {
    const hold: number[] = [];
    for (let die = 0; die < dice; die++) if (mask & (1 << die)) hold.push(die);
    payloads.push({ hold });
  }
  return payloads;
}
