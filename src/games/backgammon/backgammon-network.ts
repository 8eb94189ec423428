/**
 * The hard player's evaluator: a small neural network (one hidden layer of
 * sigmoid units) that estimates the chance that the seat which just moved
 * wins, trained by TD(0) self-play as TD-Gammon was
 * (scripts/train-backgammon.ts; weights in backgammon-network.json).
 * Inputs are Tesauro's: per point and side, checkers ≥ 1, ≥ 2, ≥ 3 and
 * (n − 3) / 2 past three; bars (n / 2) and borne-off checkers (n / 15);
 * then whether it is a race, the pip difference, and pubeval's score
 * (backgammon-pubeval.ts), which starts the network off from pubeval's
 * judgement so that self-play has less to learn.
 */
import { pubeval } from "./backgammon-pubeval.ts";
import { inContact, OWN_BAR, OWN_OFF, type SideView, THEIR_BAR, THEIR_OFF } from "./backgammon-side.ts";

/** Weights of the network: `w1` is inputs × hidden, row by row. */
export interface Network {
  readonly hidden: number;
  readonly w1: ArrayLike<number>;
  readonly b1: ArrayLike<number>;
  readonly w2: ArrayLike<number>;
  readonly b2: number;
  /** How much the hard player weighs the network's log-odds against pubeval's score. */
  readonly blend: number;
}

/** How many inputs the network reads. */
export const INPUTS = 199;
const MOST_ACTIVE = 24 * 2 * 4 + 7;

/** The inputs of `view` that are not zero: their indices and values, and how many. */
export interface ActiveInputs {
  readonly index: Int32Array;
  readonly value: Float64Array;
  count: number;
}

/** Room for one position's non-zero inputs. */
export function activeInputs(): ActiveInputs {
  return { index: new Int32Array(MOST_ACTIVE), value: new Float64Array(MOST_ACTIVE), count: 0 };
}

/** Fills `into` with the non-zero inputs of `view`. */
export function encode(view: SideView, into: ActiveInputs): ActiveInputs {
  let count = 0;
  const put = (index: number, value: number) => {
    into.index[count] = index;
    into.value[count] = value;
    count++;
  };
  let ownPips = 25 * (view[OWN_BAR] as number);
  let theirPips = 25 * (view[THEIR_BAR] as number);
  for (let i = 0; i < 24; i++) {
    const n = view[i] as number;
    if (n === 0) continue;
    const checkers = Math.abs(n);
    const base = (n > 0 ? i : 24 + i) * 4;
    if (n > 0) ownPips += n * (i + 1);
    else theirPips += checkers * (24 - i);
    put(base, 1);
    if (checkers >= 2) put(base + 1, 1);
    if (checkers >= 3) put(base + 2, 1);
    if (checkers > 3) put(base + 3, (checkers - 3) / 2);
  }
  const tail = 192;
  const race = !inContact(view);
  const extras = [
    (view[OWN_BAR] as number) / 2,
    (view[THEIR_BAR] as number) / 2,
    (view[OWN_OFF] as number) / 15,
    (view[THEIR_OFF] as number) / 15,
    race ? 1 : 0,
    (theirPips - ownPips) / 100,
    pubeval(view, race) / 10,
  ];
  extras.forEach((value, k) => {
    if (value !== 0) put(tail + k, value);
  });
  into.count = count;
  return into;
}

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/** The hidden layer's outputs for the encoded inputs, written into `hidden`. */
export function hiddenLayer(net: Network, inputs: ActiveInputs, hidden: Float64Array): Float64Array {
  const h = net.hidden;
  for (let j = 0; j < h; j++) hidden[j] = net.b1[j] as number;
  for (let k = 0; k < inputs.count; k++) {
    const row = (inputs.index[k] as number) * h;
    const x = inputs.value[k] as number;
    for (let j = 0; j < h; j++) hidden[j] = (hidden[j] as number) + (net.w1[row + j] as number) * x;
  }
  for (let j = 0; j < h; j++) hidden[j] = sigmoid(hidden[j] as number);
  return hidden;
}

/** The network's output from its hidden layer: the chance that the seat which just moved wins. */
export function outputOf(net: Network, hidden: Float64Array): number {
  let sum = net.b2;
  for (let j = 0; j < net.hidden; j++) sum += (net.w2[j] as number) * (hidden[j] as number);
  return sigmoid(sum);
}

/** Scratch space so that evaluating many positions allocates nothing. */
export interface Evaluator {
  readonly net: Network;
  readonly inputs: ActiveInputs;
  readonly hidden: Float64Array;
}

/** An evaluator of `net` with its own scratch space. */
export function evaluator(net: Network): Evaluator {
  return { net, inputs: activeInputs(), hidden: new Float64Array(net.hidden) };
}

/** The chance that the seat of `view`, which has just moved, wins (the opponent is to roll). */
export function winChance(e: Evaluator, view: SideView): number {
  if (view[OWN_OFF] === 15) return 1;
  if (view[THEIR_OFF] === 15) return 0;
  return outputOf(e.net, hiddenLayer(e.net, encode(view, e.inputs), e.hidden));
}
