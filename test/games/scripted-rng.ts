import type { Rng } from "../../src/games/contract.ts";

/** An Rng whose die() replays `faces` in order and fails loudly when a test under-scripts it. */
export interface ScriptedRng extends Rng {
  readonly remaining: () => number;
}

export function scriptedRng(faces: readonly number[]): ScriptedRng {
  const queue = [...faces];
  let used = 0;
  const die = (): number => {
    const face = queue.shift();
    if (face === undefined) throw new Error("scripted rng exhausted");
    used += 1;
    return face;
  };
  return {
    die,
    int: (n) => (die() - 1) % n,
    snapshot: () => [used, 0, 0, 0],
    remaining: () => queue.length,
  };
}
