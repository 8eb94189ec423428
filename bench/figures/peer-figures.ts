import { type FigureBlock, markdownTable } from "../figure-blocks.ts";
import type { runSideBySide } from "../peer-comparison.ts";
import type { Soak } from "../peer-soak.ts";
import { each, fixed, hundredths, int, span, tenths, times, verdict } from "./format.ts";

export type SideBySide = Awaited<ReturnType<typeof runSideBySide>>;
export type { Soak };

type Side = SideBySide["rounds"][number]["peer"];

const COLUMNS = ["moves_per_second", "p99_ms", "cpu_us_per_move", "peak_rss_mb"] as const;

/** One figure of each round, in order. */
const column = <S, K extends keyof S>(sides: readonly S[], key: K) => sides.map((s) => s[key]);

/** One server's row: each column's figure of every round. */
const serverRow = (name: string, sides: readonly Side[]) => [
  name,
  ...COLUMNS.map((key) => each(int, column(sides, key))),
];

/** `bench:peer`'s targets for the channel row (against the peer in the same run) and the REST row. */
function targetsTable(result: SideBySide): string {
  const ws = result.channel;
  const rounds = result.rounds.map((r) => r.channel);
  return markdownTable(
    ["Against boardgame.io in this run (median of the rounds)", "Measured", "Target"],
    [
      [
        "WebSocket: moves/s ÷ boardgame.io's",
        `${times(ws.ratio)} (${each(hundredths, column(rounds, "ratio"))})`,
        verdict("≥ 2×", ws.ratio >= 2),
      ],
      [
        "WebSocket: moves per server CPU-second ÷ boardgame.io's",
        `${times(ws.cpu_ratio)} (${each(hundredths, column(rounds, "cpu_ratio"))})`,
        verdict("≥ 1.5×", ws.cpu_ratio >= 1.5),
      ],
      [
        "WebSocket: move p99, act sent → its result",
        `${tenths(ws.p99_ms)} ms (${each(tenths, column(rounds, "p99_ms"))})`,
        verdict("≤ 25 ms", ws.p99_ms <= 25),
      ],
      [
        "WebSocket: peak RSS (largest round)",
        `${int(ws.peak_rss_mb)} MB`,
        verdict("≤ 150 MB", ws.peak_rss_mb <= 150),
      ],
      [
        "REST: moves/s ÷ boardgame.io's",
        `${times(result.ratio)} (${each(
          hundredths,
          result.rounds.map((r) => r.ratio ?? Number.NaN),
        )})`,
        verdict("≥ 1.1×", result.ratio >= 1.1),
      ],
    ],
  );
}

const HOW = [
  "REST: autocannon, one `POST /games/{id}/actions` with its own Idempotency-Key per move.",
  "WebSocket: one authenticated `/api/v1/ws` connection per player (1,000), each move an `act` frame with its own idempotency key, timed from sending it to its `result`; new games over REST in both.",
  "Server CPU per move and peak RSS from `/proc/<pid>` of the server process, set-up of the tables included; each row on a fresh server and SQLite file.",
].join(" ");

/** `bench:peer`: each round's figures for boardgame.io and ours (REST and WebSocket), the ratios and their targets. */
export function peerBlock(result: SideBySide, caption: string): FigureBlock {
  const idle = result.rounds.at(-1)?.ours.idle_rss_mb ?? Number.NaN;
  const table = markdownTable(
    [
      `Whole tic-tac-toe games, 500 tables, 50 moves in flight, ${result.seconds} s a round`,
      "moves/s (each round)",
      "move p99 ms",
      "server CPU per move µs",
      "peak RSS MB",
    ],
    [
      serverRow(
        "boardgame.io 0.50.2, InMemory",
        result.rounds.map((r) => r.peer),
      ),
      serverRow(
        "ours, SQLite, every move durable, REST",
        result.rounds.map((r) => r.ours),
      ),
      serverRow(
        "ours, SQLite, every move durable, WebSocket",
        result.rounds.map((r) => r.channel),
      ),
    ],
  );
  return {
    name: "peer",
    markdown: `${caption}\n\n${table}\n\n${targetsTable(result)}\n\n${HOW} Our idle RSS right after start: ${int(idle)} MB.`,
  };
}

/** Whether a soak's cost per move held: the last 10 s window's moves per CPU-second at least 90% of the first's. */
const costHeld = (soak: Soak) => soak.moves_per_cpu_second_last >= 0.9 * soak.moves_per_cpu_second_first;

/** The soak's block by door: `soak` over REST, `soak-channel` over the channel. */
const SOAK_BLOCKS = { rest: ["soak", "REST"], channel: ["soak-channel", "the channel"] } as const;

/** The figures of each 10 s window, in order: "1,460, 1,502, …". */
const perWindow = (soak: Soak, format: (n: number) => string, key: keyof Soak["windows"][number]) =>
  each(format, column(soak.windows, key));

/** `bench:soak`: ours alone under the same load over one door, against issue 51's targets. */
export function soakBlock(soak: Soak, caption: string): FigureBlock {
  const [name, door] = SOAK_BLOCKS[soak.door];
  const first = soak.moves_per_second / soak.held_of_first_10s;
  const held = Math.round(100 * soak.held_of_first_10s);
  const table = markdownTable(
    [`Soak over ${door}, ours alone, ${soak.seconds} s`, "Measured", "Target"],
    [
      [
        "sustained rate ÷ first 10 s",
        `${int(soak.moves_per_second)} ÷ ${int(first)} moves/s = ${held}% (${int(soak.moves)} moves)`,
        verdict("≥ 90%", held >= 90),
      ],
      ["moves/s, each 10 s", perWindow(soak, int, "moves_per_second"), ""],
      [
        "moves per server CPU-second, first 10 s → last 10 s",
        `${int(soak.moves_per_cpu_second_first)} → ${int(soak.moves_per_cpu_second_last)}`,
        verdict("no growth of the cost (last ≥ 90% of first)", costHeld(soak)),
      ],
      [
        "database per move: file + WAL + shm at the end",
        `${fixed(soak.kb_per_move, 3)} KB`,
        verdict("≤ 1 KB", soak.kb_per_move <= 1),
      ],
      ["WAL MB, at the end of each 10 s", perWindow(soak, tenths, "wal_mb"), ""],
      [
        "peak RSS (idle after start)",
        `${int(soak.peak_rss_mb)} MB (${int(soak.idle_rss_mb)} MB)`,
        verdict("≤ 150 MB (≤ 90 MB)", soak.peak_rss_mb <= 150 && soak.idle_rss_mb <= 90),
      ],
      ["move p99", `${int(soak.p99_ms)} ms`, verdict("≤ 25 ms", soak.p99_ms <= 25)],
    ],
  );
  const tables = soak.tables
    .filter((t) => t.kb_per_move >= 0.01)
    .map((t) => `${t.table} ${fixed(t.kb_per_move, 2)}`)
    .join(", ");
  return {
    name,
    markdown: `${caption}\n\n${table}\n\nWhat each table grew by per move, its indexes included, from the load's start to the server's stop: ${tables}.`,
  };
}

/** The smallest to the largest of a figure over the rounds. */
const spanOf = (sides: readonly Side[], key: (typeof COLUMNS)[number]) => span(int, column(sides, key));

/** The span of the rounds' move rates, p99 and peak RSS, for the README's summary. */
export function peerSpans(result: SideBySide) {
  const ours = result.rounds.map((r) => r.ours);
  return {
    ours: spanOf(ours, "moves_per_second"),
    peer: spanOf(
      result.rounds.map((r) => r.peer),
      "moves_per_second",
    ),
    p99: spanOf(ours, "p99_ms"),
    peakRss: spanOf(ours, "peak_rss_mb"),
  };
}
