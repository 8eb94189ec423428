import type { GameAction, GameView } from "../contract.ts";
import { between, type Strategy, type Strength } from "../strategy.ts";
import type { YachtBoard } from "./yacht-board.ts";
import { YACHT_CATEGORIES, type YachtCategory } from "./yacht-categories.ts";
import { scoreCategory } from "./yacht-scoring.ts";

const ROLL: GameAction = { action_type: "roll_dice", payload: {} };
const score = (category: YachtCategory): GameAction => ({
  action_type: "choose_cell",
  payload: { cell: category },
});

/** Roughly what a box is worth over a game; filling it with less gives that up, so the hard player weighs it. */
const TYPICAL: Readonly<Record<YachtCategory, number>> = {
  ones: 2,
  twos: 5,
  threes: 8,
  fours: 12,
  fives: 15,
  sixes: 19,
  three_of_a_kind: 22,
  four_of_a_kind: 13,
  full_house: 22,
  small_straight: 29,
  large_straight: 33,
  yacht: 17,
  chance: 22,
};

function openCategories(view: GameView<YachtBoard>): YachtCategory[] {
  const choices = view.allowed_actions.find((a) => a.action_type === "choose_cell")?.choices ?? [];
  return YACHT_CATEGORIES.filter((c) => choices.includes(c));
}

const notRolled = (board: YachtBoard) => board.dice.every((d) => d === 0);

/** Greedy: never rerolls, scores the first roll in the box it pays most in now. */
function easy(view: GameView<YachtBoard>): GameAction {
  if (notRolled(view.board)) return ROLL;
  const open = openCategories(view);
  let best = open[0] as YachtCategory;
  for (const c of open) if ((view.board.potential[c] ?? 0) > (view.board.potential[best] ?? 0)) best = c;
  return score(best);
}

/** A multiset of faces as one number: the count of face f in base-6 digit f - 1, so a union is a sum. */
const keyOf = (faces: readonly number[]) => faces.reduce((k, f) => k + 6 ** (f - 1), 0);

/** The five dice a key stands for. */
function diceOf(key: number): number[] {
  const dice: number[] = [];
  for (let face = 1, rest = key; face <= 6; face++, rest = Math.floor(rest / 6)) {
    for (let n = rest % 6; n > 0; n--) dice.push(face);
  }
  return dice;
}

/** Every multiset of `k` rerolled dice, as a key with its probability, for k = 0..5. */
const ROLLS: readonly (readonly { readonly key: number; readonly p: number }[])[] = (() => {
  const byK: { key: number; p: number }[][] = [];
  for (let k = 0; k <= 5; k++) {
    const found = new Map<number, number>();
    const walk = (faces: number[]) => {
      if (faces.length === k) {
        const key = keyOf(faces);
        found.set(key, (found.get(key) ?? 0) + 1 / 6 ** k);
        return;
      }
      for (let f = 1; f <= 6; f++) walk([...faces, f]);
    };
    walk([]);
    byK.push([...found].map(([key, p]) => ({ key, p })));
  }
  return byK;
})();

/** Every box's points for every multiset of five dice, by key: the search below asks for them millions of times. */
const POINTS: ReadonlyMap<number, Readonly<Record<YachtCategory, number>>> = new Map(
  (ROLLS[5] ?? []).map(({ key }) => {
    const dice = diceOf(key);
    return [key, Object.fromEntries(YACHT_CATEGORIES.map((c) => [c, scoreCategory(c, dice)]))] as const;
  }) as [number, Record<YachtCategory, number>][],
);

/**
 * Expectimax over the holds, one roll ahead: for every distinct set of dice
 * to keep, the expected value of the best open box after rerolling the rest,
 * against scoring now. A box's value is its points less half of what it is
 * typically worth, so a poor roll goes where it costs least.
 */
function hard(view: GameView<YachtBoard>): GameAction {
  const board = view.board;
  if (notRolled(board)) return ROLL;
  const open = openCategories(view);
  const worth = (points: (category: YachtCategory) => number) => {
    let best = Number.NEGATIVE_INFINITY;
    let bestCategory = open[0] as YachtCategory;
    for (const c of open) {
      const v = points(c) - TYPICAL[c] / 2;
      if (v > best) {
        best = v;
        bestCategory = c;
      }
    }
    return { best, bestCategory };
  };
  const now = worth((c) => scoreCategory(c, board.dice));
  const canRoll = board.rolls_left > 0 && view.allowed_actions.some((a) => a.action_type === "roll_dice");
  if (!canRoll) return score(now.bestCategory);
  const memo = new Map<number, number>();
  const boxValue = (key: number) => {
    let v = memo.get(key);
    if (v === undefined) {
      const points = POINTS.get(key) as Record<YachtCategory, number>;
      v = worth((c) => points[c]).best;
      memo.set(key, v);
    }
    return v;
  };
  const tried = new Set<number>();
  let bestHold: number[] | undefined;
  let bestExpected = now.best;
  for (let mask = 0; mask < 31; mask++) {
    const kept = board.dice.filter((_, i) => mask & (1 << i));
    const keptKey = keyOf(kept);
    if (tried.has(keptKey)) continue;
    tried.add(keptKey);
    let expected = 0;
    for (const roll of ROLLS[5 - kept.length] ?? []) expected += roll.p * boxValue(keptKey + roll.key);
    if (expected > bestExpected + 1e-9) {
      bestExpected = expected;
      bestHold = board.dice.flatMap((_, i) => (mask & (1 << i) ? [i] : []));
    }
  }
  if (bestHold === undefined) return score(now.bestCategory);
  return { action_type: "roll_dice", payload: { hold: bestHold } };
}

/** Yacht's computer players: easy scores greedily, hard searches the holds. */
export const YACHT_STRATEGIES: Readonly<Record<Strength, Strategy<YachtBoard>>> = {
  easy,
  medium: between(easy, hard),
  hard,
};
