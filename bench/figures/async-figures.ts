import { type FigureBlock, markdownTable } from "../figure-blocks.ts";
import { int, tenths, verdict } from "./format.ts";

/** What `bench:async` measured over its simulated correspondence games. */
export interface AsyncResult {
  readonly games: number;
  readonly seats: number;
  /** Finished with no seat forfeited: every seat kept by its person or a stand-in. */
  readonly filled: number;
  /** Still running at the horizon. */
  readonly stuck: number;
  readonly horizonDays: number;
  /** Stand-in audit entries whose version repeats or does not rise. */
  readonly doubled: number;
  /** Applied moves (any channel) whose version is not the one before plus one. */
  readonly outOfOrder: number;
  readonly forfeits: number;
  readonly humanMoves: number;
  /** Stand-in moves in the audits. */
  readonly standIn: number;
  /** What the core's metrics counted as the clocks acted: stand-in moves and reclaims. */
  readonly sweepCounted: { readonly standIn: number; readonly reclaims: number };
  readonly wentIdle: number;
  readonly cameBack: number;
  readonly reclaims: number;
  /** Players who came back and still had a stand-in afterwards. */
  readonly stillHeld: number;
  /** Moves of the simulated people the core refused (out-of-turn returns excluded). */
  readonly refused: number;
  readonly simulatedDays: number;
  readonly setupMs: number;
  readonly simulateMs: number;
  /** CPU time of the process while simulating (this thread and the WAL checkpointer). */
  readonly simulateCpuMs: number;
  readonly auditMs: number;
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);

/** The rows of the table: figure, measured, target. */
function rows(r: AsyncResult): string[][] {
  const filled = share(r.filled, r.games);
  const moves = Math.max(1, r.humanMoves + r.standIn);
  return [
    [
      "games finished with every seat kept (person or stand-in)",
      `${int(r.filled)} of ${int(r.games)} (${tenths(filled)}%)`,
      verdict("≥ 98%", filled >= 98),
    ],
    [`games stuck after ${int(r.horizonDays)} simulated days`, int(r.stuck), verdict("0", r.stuck === 0)],
    ["stand-in moves applied twice (audit versions)", int(r.doubled), verdict("0", r.doubled === 0)],
    [
      "stand-in moves / reclaims: in the audits ÷ counted by the core",
      `${int(r.standIn)} ÷ ${int(r.sweepCounted.standIn)} / ${int(r.reclaims)} ÷ ${int(r.sweepCounted.reclaims)}`,
      verdict("equal", r.standIn === r.sweepCounted.standIn && r.reclaims === r.sweepCounted.reclaims),
    ],
    ["applied moves out of version order", int(r.outOfOrder), verdict("0", r.outOfOrder === 0)],
    ["seats forfeited", int(r.forfeits), ""],
    ["moves: people / stand-ins", `${int(r.humanMoves)} / ${int(r.standIn)}`, ""],
    [
      "players gone idle / back while their game ran / seats taken back from a stand-in",
      `${int(r.wentIdle)} of ${int(r.seats)} / ${int(r.cameBack)} / ${int(r.reclaims)}`,
      "",
    ],
    ["came back and still had a stand-in", int(r.stillHeld), verdict("0", r.stillHeld === 0)],
    ["people's moves refused", int(r.refused), verdict("0", r.refused === 0)],
    ["simulated days until the last game ended", tenths(r.simulatedDays), ""],
    [
      "wall time: set-up / simulation (its CPU time) / audit check",
      `${tenths(r.setupMs / 1000)} s / ${tenths(r.simulateMs / 1000)} s (${tenths(r.simulateCpuMs / 1000)} s) / ${tenths(r.auditMs / 1000)} s`,
      "",
    ],
    ["CPU per move (people and stand-ins)", `${int((1000 * r.simulateCpuMs) / moves)} µs`, ""],
  ];
}

/** The table as printed and as written into docs/benchmarks.md. */
export function asyncTable(r: AsyncResult): string {
  return markdownTable(["Correspondence games, days clock, stand-ins", "Measured", "Target"], rows(r));
}

/** `bench:async`: whole correspondence games with idle players, stand-ins and returns. */
export function asyncBlock(r: AsyncResult, caption: string): FigureBlock {
  return { name: "async", markdown: `${caption}\n\n${asyncTable(r)}` };
}
