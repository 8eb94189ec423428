import type { fanOut, holdIdle } from "../channel-holds.ts";
import { type FigureBlock, markdownTable } from "../figure-blocks.ts";
import { fixed, int, tenths, verdict } from "./format.ts";

/** What `npm run bench:channel` measured. */
export interface ChannelFigures {
  /** Whole tic-tac-toe games over the channel, 200 tables, 50 in flight, set-up left out. */
  readonly moves: {
    readonly moves: number;
    readonly moves_per_second: number;
    readonly p99_ms: number;
    readonly cpu_us_per_move: number;
    readonly errors: Readonly<Record<string, number>>;
  };
  readonly fan_out: Awaited<ReturnType<typeof fanOut>>;
  readonly idle: Awaited<ReturnType<typeof holdIdle>>;
}

const IDLE_TARGET_MB = 100;
const FAN_OUT_TARGET_MS = 50;

function idleRow({ idle }: ChannelFigures): string[] {
  const added = idle.rss_after_mb - idle.rss_before_mb;
  return [
    `${int(idle.connections)} idle connections, each its own guest subscribed to its session (${int(idle.sessions)} sessions)`,
    `server RSS ${int(idle.rss_before_mb)} → ${int(idle.rss_after_mb)} MB: ${int(added)} MB added, ${tenths(idle.kb_per_connection)} KB per connection; ${int(idle.rss_after_idle_mb)} MB after ${idle.idle_seconds} s idle (peak ${int(idle.peak_rss_mb)} MB)`,
    verdict(`≤ ${IDLE_TARGET_MB} MB added`, added <= IDLE_TARGET_MB),
  ];
}

function fanOutRow({ fan_out: f }: ChannelFigures): string[] {
  const spectators = f.participants - 2;
  return [
    `a move reaching ${int(f.watchers)} subscribers of one session (2 players and ${spectators} spectators, the most a session admits, on ${int(f.watchers)} connections); act sent → each \`action_applied\``,
    `p50 ${tenths(f.p50_ms)} ms, p99 ${tenths(f.p99_ms)} ms over ${int(f.deliveries)} of ${int(f.expected)} deliveries (${f.moves} moves one at a time); the last of each move's: p99 ${tenths(f.all_heard_p99_ms)} ms`,
    verdict(`p99 ≤ ${FAN_OUT_TARGET_MS} ms`, f.p99_ms <= FAN_OUT_TARGET_MS && f.deliveries === f.expected),
  ];
}

function costRows({ moves, fan_out: f, idle }: ChannelFigures): string[][] {
  return [
    [
      "server CPU per move, whole tic-tac-toe games over the channel (200 tables, 50 in flight)",
      `${int(moves.cpu_us_per_move)} µs (${int(moves.moves_per_second)} moves/s, p99 ${tenths(moves.p99_ms)} ms, errors ${JSON.stringify(moves.errors)})`,
      "",
    ],
    [
      `server CPU per pig move one at a time: unwatched → ${int(f.watchers)} subscribers`,
      `${int(f.cpu_us_per_move_unwatched)} → ${int(f.cpu_us_per_move)} µs: ${fixed(f.cpu_us_per_delivery, 1)} µs per delivered event`,
      "",
    ],
    [
      "server per connection: opening (auth + subscribe) and held idle",
      `${int(idle.open_cpu_us_per_connection)} µs of CPU to open (${int(idle.connections)} in ${tenths(idle.open_seconds)} s); ${fixed(idle.idle_cpu_percent, 1)}% of a core for all ${int(idle.connections)} idle`,
      "",
    ],
  ];
}

/** The capacity-plan line: moves per core-second, connections per 100 MB, what a watcher adds per move. */
function capacity({ moves, fan_out: f, idle }: ChannelFigures): string {
  const perCore = 1e6 / moves.cpu_us_per_move;
  const per100Mb = (100 * 1024) / idle.kb_per_connection;
  return [
    `For a capacity plan, on this machine: one core-second applies about ${int(perCore)} moves over the channel;`,
    `each connection watching a session adds about ${fixed(f.cpu_us_per_delivery, 1)} µs of CPU per move in it;`,
    `100 MB of RSS holds about ${int(per100Mb)} subscribed idle connections.`,
  ].join(" ");
}

/** `bench:channel`: idle connections' memory, fan-out latency, and the costs a capacity plan needs. */
export function channelBlock(result: ChannelFigures, caption: string): FigureBlock {
  const table = markdownTable(
    ["WebSocket channel, our API on SQLite, its own process", "Measured", "Target"],
    [idleRow(result), fanOutRow(result), ...costRows(result)],
  );
  return { name: "channel", markdown: `${caption}\n\n${table}\n\n${capacity(result)}` };
}
