import assert from "node:assert/strict";
import type {
  ActionType,
  GameAction,
  GamePlugin,
  RejectionCode,
  Rng,
  Seat,
} from "../../src/games/contract.ts";
import { scriptedRng } from "./scripted-rng.ts";

export function seats(count: number): Seat[] {
  return Array.from({ length: count }, (_, i) => ({ id: `p${i}`, name: `Player ${i}` }));
}

export function action(type: ActionType | "forfeit", payload: Record<string, unknown> = {}): GameAction {
  return { action_type: type, payload };
}

/** Freezes a state all the way down so any mutation inside apply throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** Applies an action that must succeed and returns the new state. */
export function play<S>(
  plugin: GamePlugin<S>,
  state: S,
  actor: string,
  act: GameAction,
  rng: Rng = scriptedRng([]),
): S {
  const result = plugin.apply(deepFreeze(state), act, { actor, rng });
  if (!result.ok)
    assert.fail(`expected ${act.action_type} by ${actor} to apply, got ${result.code}: ${result.detail}`);
  return result.state;
}

/** Applies an action that must be rejected with `code`, checking the state and the rng are untouched. */
export function refuse<S>(
  plugin: GamePlugin<S>,
  state: S,
  actor: string,
  act: GameAction,
  code: RejectionCode,
): string {
  const before = JSON.stringify(state);
  const rng = scriptedRng([6, 6, 6, 6, 6]);
  const result = plugin.apply(state, act, { actor, rng });
  if (result.ok) assert.fail(`expected ${act.action_type} by ${actor} to be refused`);
  assert.equal(JSON.stringify(state), before);
  assert.equal(rng.remaining(), 5, "a refused action must not consume randomness");
  assert.equal(result.code, code, result.detail);
  assert.ok(result.detail.length > 0);
  return result.detail;
}
