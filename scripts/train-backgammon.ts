/**
 * Trains the hard backgammon player's network by TD(λ) self-play (Tesauro's
 * TD-Gammon recipe) and writes src/games/backgammon/backgammon-network.json.
 *   npm run train:backgammon -- [games=60000] [hidden=20] [seed=3] [lambda=0.7]
 * NETWORK_RESUME=file goes on from a saved network instead of fresh weights;
 * NETWORK_FILE=path writes there instead ("{games}" in it becomes the count).
 * It writes a snapshot every 2,000 games; the shipped network is 14,000 games of
 * the defaults, then 254,000 more from it with NETWORK_RESUME and seed 5.
 * Each move, the side to move picks the position the network rates best; the
 * network's estimate of the previous afterstate is pulled towards 1 minus its
 * estimate of the next one (the other side's), and to 0 or 1 at the end.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { wholeTurns } from "../src/games/backgammon/backgammon-fast-turns.ts";
import {
  activeInputs,
  encode,
  hiddenLayer,
  INPUTS,
  type Network,
  outputOf,
} from "../src/games/backgammon/backgammon-network.ts";
import { OWN_OFF, type SideView, turnAround } from "../src/games/backgammon/backgammon-side.ts";

/** The starting position, as either seat sees it. */
function openingView(): SideView {
  const view = new Int8Array(28);
  for (const [i, n] of [
    [23, 2],
    [12, 5],
    [7, 3],
    [5, 5],
  ] as const) {
    view[i] = n;
    view[23 - i] = -n;
  }
  return view;
}

/** A small seeded PRNG (mulberry32) for the dice and the first weights. */
function seededRandom(seed: number): () => number {
  let s = seed | 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The hard player's weight on the network against pubeval: 4 won most often over 400 games against pubeval (of 4, 6 and 8). */
const BLEND = 4;

interface Trainable extends Network {
  readonly w1: Float64Array;
  readonly b1: Float64Array;
  readonly w2: Float64Array;
  b2: number;
}

/** Small random weights, but one hidden unit reads pubeval's score, so play starts near pubeval's. */
function initial(hidden: number, random: () => number): Trainable {
  const small = () => (random() - 0.5) * 0.1;
  const net = {
    hidden,
    w1: Float64Array.from({ length: INPUTS * hidden }, small),
    b1: Float64Array.from({ length: hidden }, small),
    w2: Float64Array.from({ length: hidden }, small),
    b2: 0,
    blend: BLEND,
  };
  net.w1[(INPUTS - 1) * hidden] = 1;
  net.w2[0] = 2;
  return net;
}

/** Eligibility traces of one side: decayed sums of the gradients of its past estimates. */
interface Traces {
  readonly w1: Float64Array;
  readonly b1: Float64Array;
  readonly w2: Float64Array;
  b2: number;
}

function traces(hidden: number): Traces {
  return {
    w1: new Float64Array(INPUTS * hidden),
    b1: new Float64Array(hidden),
    w2: new Float64Array(hidden),
    b2: 0,
  };
}

const inputs = activeInputs();
let hiddenOut = new Float64Array(0);

function value(net: Trainable, view: SideView): number {
  if (view[OWN_OFF] === 15) return 1;
  return outputOf(net, hiddenLayer(net, encode(view, inputs), hiddenOut));
}

/** Decays `e` by λ and adds the gradient of the network's estimate of `view`. */
function trace(net: Trainable, e: Traces, view: SideView, lambda: number): void {
  const v = value(net, view);
  const g = v * (1 - v);
  const h = net.hidden;
  for (let i = 0; i < e.w1.length; i++) e.w1[i] = (e.w1[i] as number) * lambda;
  for (let j = 0; j < h; j++) {
    const hj = hiddenOut[j] as number;
    const back = g * (net.w2[j] as number) * hj * (1 - hj);
    e.w2[j] = (e.w2[j] as number) * lambda + g * hj;
    e.b1[j] = (e.b1[j] as number) * lambda + back;
    for (let k = 0; k < inputs.count; k++) {
      const at = (inputs.index[k] as number) * h + j;
      e.w1[at] = (e.w1[at] as number) + back * (inputs.value[k] as number);
    }
  }
  e.b2 = e.b2 * lambda + g;
}

/** Moves every weight by `step` times its trace. */
function learn(net: Trainable, e: Traces, step: number): void {
  for (let i = 0; i < e.w1.length; i++) net.w1[i] = (net.w1[i] as number) + step * (e.w1[i] as number);
  for (let j = 0; j < net.hidden; j++) {
    net.b1[j] = (net.b1[j] as number) + step * (e.b1[j] as number);
    net.w2[j] = (net.w2[j] as number) + step * (e.w2[j] as number);
  }
  net.b2 += step * e.b2;
}

function bestTurn(net: Trainable, view: SideView, a: number, b: number): SideView {
  let best = view;
  let top = -1;
  for (const turn of wholeTurns(view, a, b)) {
    const v = value(net, turn);
    if (v > top) {
      top = v;
      best = turn;
    }
  }
  return best;
}

/**
 * One game of self-play. Each side keeps its own traces over its own
 * positions; when one side moves, the other side's last estimate is pulled
 * towards 1 minus the mover's new one (0 when the mover has won).
 */
function selfPlay(net: Trainable, random: () => number, rate: number, lambda: number): void {
  const die = () => 1 + Math.floor(random() * 6);
  const sides = [traces(net.hidden), traces(net.hidden)] as const;
  const last: (SideView | null)[] = [null, null];
  let view = openingView();
  for (let ply = 0; ply < 5000; ply++) {
    const mover = ply % 2;
    const other = 1 - mover;
    const after = bestTurn(net, view, die(), die());
    const waiting = last[other];
    if (waiting) learn(net, sides[other] as Traces, rate * (1 - value(net, after) - value(net, waiting)));
    if (after[OWN_OFF] === 15) return;
    trace(net, sides[mover] as Traces, after, lambda);
    last[mover] = after;
    view = turnAround(after);
  }
}

/** The network to go on training from: NETWORK_RESUME's weights (its hidden units win over the argument), else fresh ones. */
function start(hidden: number, random: () => number): Trainable {
  const from = process.env.NETWORK_RESUME;
  if (!from) return initial(hidden, random);
  const saved = JSON.parse(readFileSync(from, "utf8")) as Network;
  return {
    hidden: saved.hidden,
    w1: Float64Array.from(saved.w1),
    b1: Float64Array.from(saved.b1),
    w2: Float64Array.from(saved.w2),
    b2: saved.b2,
    blend: saved.blend,
  };
}

function main(): void {
  const [games = 60_000, hidden = 20, seed = 3, lambda = 0.7] = process.argv.slice(2).map(Number);
  const random = seededRandom(seed);
  const net = start(hidden, random);
  hiddenOut = new Float64Array(net.hidden);
  const started = Date.now();
  for (let g = 1; g <= games; g++) {
    selfPlay(net, random, g < games / 2 ? 0.1 : 0.05, lambda);
    if (g % 1000 === 0) console.log(`${g} games, ${Math.round((Date.now() - started) / 1000)} s`);
    if (g % 2000 === 0 || g === games) save(net, g, seed, lambda);
  }
}

function save(net: Trainable, games: number, seed: number, lambda: number): void {
  const round = (xs: Float64Array) => Array.from(xs, (x) => Math.round(x * 1e5) / 1e5);
  const data = {
    trained: `TD(${lambda}) self-play by scripts/train-backgammon.ts, ${net.hidden} hidden units, seed ${seed}: the snapshot after ${games} games`,
    hidden: net.hidden,
    w1: round(net.w1),
    b1: round(net.b1),
    w2: round(net.w2),
    b2: Math.round(net.b2 * 1e5) / 1e5,
    blend: net.blend,
  };
  const file = process.env.NETWORK_FILE;
  const into = file
    ? file.replace("{games}", String(games))
    : new URL("../src/games/backgammon/backgammon-network.json", import.meta.url);
  writeFileSync(into, JSON.stringify(data));
}

main();
