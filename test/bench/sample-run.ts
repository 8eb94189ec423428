import type { BackupFigures } from "../../bench/figures/backup-figures.ts";
import type { ErasureBenchResult } from "../../bench/figures/erasure-figures.ts";
import type { MatchmakingResult } from "../../bench/figures/matchmaking-figures.ts";
import type { RunReport } from "../../bench/figures/run-figures.ts";
import type { LoadResult } from "../../bench/load.ts";

/**
 * Whole results of the benches, for tests of the figure blocks. The figures
 * the blocks show are those of the runs docs/benchmarks.md last quoted:
 * `npm run bench` on 2026-11-26 at e22af6d, `npm run bench:backup` on
 * 2026-11-26 and the privacy erasure on 2026-11-25; what no block shows
 * (the first rounds' idle RSS, the analytics baseline's latency) is made up.
 */
const load = (name: string, rps: number, p50: number, p99: number, non2xx = 0): LoadResult => ({
  name,
  rps,
  p50,
  p99,
  non2xx,
  non2xxByCode: non2xx ? { "304 not_modified": non2xx } : {},
  errors: 0,
});

const BASELINE = 14_252;
const http = [
  load("baseline: GET /health/live", BASELINE, 3, 7),
  load("POST /auth/guest", 5_532, 7, 35),
  load("POST /sessions", 2_513, 18, 47),
  load("POST /sessions/join", 2_823, 16, 48),
  load("GET /sessions/{id}", 7_270, 6, 17),
  load("POST /games/{id}/actions (500 games)", 1_695, 28, 79),
  load("GET /games/{id}/state", 5_378, 8, 20),
  load("GET /media/render/{id} (cached png)", 1_229, 43, 87),
  load("GET /media/render/{id} (304)", 8_876, 5, 10, 44_377),
].map((r) => ({ ...r, ratio: r.rps / BASELINE }));

const side = (moves_per_second: number, p99_ms: number, cpu_us_per_move: number, peak_rss_mb: number) => ({
  moves: moves_per_second * 10,
  moves_per_second,
  p99_ms,
  cpu_us_per_move,
  peak_rss_mb,
  errors: {},
});

type Side = ReturnType<typeof side>;
const against = (peer: Side, ours: Side) => ({
  ratio: ours.moves_per_second / peer.moves_per_second,
  cpu_ratio: peer.cpu_us_per_move / ours.cpu_us_per_move,
});

const peerRound = (peer: Side, ours: Side, channel: Side, idle: number) => ({
  peer,
  ours: { ...ours, idle_rss_mb: idle },
  ratio: ours.moves_per_second / peer.moves_per_second,
  channel: { ...channel, idle_rss_mb: idle, ...against(peer, channel) },
});

const liveRound = (without: number, ratio: number, round: number) => ({
  without: load(`actions, no streams (round ${round})`, without, 20, 60),
  withStreams: load(`actions, 1,000 streams attached (round ${round})`, without * ratio, 30, 90),
  ratio,
});

const SAMPLE_BACKUP: BackupFigures = {
  file_mb: 1_068,
  backup_seconds_without_load: 3.6,
  rounds: [
    {
      backup_seconds: 4.7,
      moves_per_second_alone: 1_608,
      moves_per_second_during: 1_477,
      ratio: 1_477 / 1_608,
      load_covered: 1,
      acknowledged_before_backup: 19_878,
      lost: 0,
      load_errors: {},
    },
    {
      backup_seconds: 4.9,
      moves_per_second_alone: 2_014,
      moves_per_second_during: 1_723,
      ratio: 1_723 / 2_014,
      load_covered: 1,
      acknowledged_before_backup: 19_878,
      lost: 0,
      load_errors: {},
    },
  ],
  ratio: (1_477 / 1_608 + 1_723 / 2_014) / 2,
  backup_seconds_max: 4.9,
  restore_seconds: 14.1,
  lost: 0,
  lost_in_restore: 0,
  restore_checked: 19_878,
};

/** The privacy erasure on each engine, run on its own (`npx tsx bench/privacy-erasure-bench.ts`). */
export const SAMPLE_ERASURES: readonly ErasureBenchResult[] = [
  {
    engine: "sqlite",
    events: 100_000,
    eraseMs: 3_500,
    erased: { events: 100_000, visits: 2_000 },
    ingestBefore: 70_688,
    ingestDuring: 43_064,
    ingestMaxMsDuring: 72,
  },
  {
    engine: "postgresql",
    events: 100_000,
    eraseMs: 3_600,
    erased: { events: 100_000, visits: 2_000 },
    ingestBefore: 8_598,
    ingestDuring: 6_591,
    ingestMaxMsDuring: 119,
  },
];

/** `npm run bench:metrics`'s rounds: actions/s with metrics on, and off. */
export const SAMPLE_METRICS = {
  on: [395, 510, 348, 556, 138, 91, 125],
  off: [438, 498, 552, 437, 104, 180, 163],
} as const;

const REPORTS = {
  overview: 9.8,
  timeseries: 26.3,
  pages: 19.9,
  sources: 4.3,
  technology: 3.9,
  api: 6.9,
  errors: 7.1,
  realtime: 4.4,
};
const ANALYTICS_BASELINE = load("baseline: GET /api/analytics/health/", 1_102 / 0.17, 5, 20);

export const SAMPLE_RUN: RunReport = {
  at: "2026-11-26T12:00:00.000Z",
  node: "v24.21.0",
  seconds: 5,
  api_startup_ms: 1_279,
  http,
  tic_tac_toe_tables: {
    ...load("tic-tac-toe tables (500 games, whole games)", 1_966, 20, 63),
    movesPerSecond: 1_966,
  },
  api_rss_mb: 305,
  peer: {
    seconds: 10,
    rounds: [
      peerRound(side(1_294, 65, 923, 195), side(1_606, 70, 942, 161), side(2_100, 30, 700, 150), 110),
      peerRound(side(1_849, 53, 659, 230), side(1_725, 70, 805, 166), side(2_300, 28, 650, 155), 111),
      peerRound(side(1_759, 54, 686, 225), side(1_305, 82, 1_094, 168), side(1_900, 33, 760, 152), 112),
    ],
    ratio: 1_725 / 1_849,
    channel: { ratio: 2_100 / 1_759, cpu_ratio: 686 / 700, p99_ms: 30, peak_rss_mb: 155 },
  },
  soak: {
    door: "rest",
    seconds: 240,
    moves: 304_433,
    moves_per_second: 1_267,
    held_of_first_10s: 1_267 / 1_174,
    moves_per_cpu_second_first: 1_004,
    moves_per_cpu_second_last: 1_174,
    database_mb: 298.1,
    kb_per_move: 312.6e6 / 304_433 / 1024,
    wal_peak_mb: 16,
    windows: [1_174, 1_250, 1_301].map((rate) => ({
      moves_per_second: rate,
      moves_per_cpu_second: rate,
      wal_mb: 16,
    })),
    tables: [
      { table: "audit_entries", kb_per_move: 0.41 },
      { table: "game_actions", kb_per_move: 0.2 },
    ],
    p99_ms: 111,
    peak_rss_mb: 176,
    idle_rss_mb: 109,
    errors: {},
  },
  soak_channel: {
    door: "channel",
    seconds: 240,
    moves: 420_000,
    moves_per_second: 1_750,
    held_of_first_10s: 1_750 / 1_800,
    moves_per_cpu_second_first: 1_500,
    moves_per_cpu_second_last: 1_480,
    database_mb: 380.2,
    kb_per_move: 0.93,
    wal_peak_mb: 16,
    windows: [1_800, 1_760, 1_720].map((rate) => ({
      moves_per_second: rate,
      moves_per_cpu_second: rate,
      wal_mb: 16,
    })),
    tables: [{ table: "audit_entries", kb_per_move: 0.4 }],
    p99_ms: 70,
    peak_rss_mb: 190,
    idle_rss_mb: 109,
    errors: {},
  },
  live: {
    rounds: [liveRound(2_309, 0.62, 1), liveRound(1_903, 0.63, 2), liveRound(2_120, 0.79, 3)],
    ratio: 0.63,
    latency: { samples: 100_000, p50: 14.3, p99: 68.5 },
    idle: { streams: 10_000, rss_before_mb: 191, rss_after_mb: 264, kb_per_stream: (73 * 1024) / 10_000 },
  },
  rules: [
    { game: "tic-tac-toe", applies_per_second: 1_030_000 },
    { game: "pig", applies_per_second: 10_600_000 },
    { game: "yacht", applies_per_second: 1_390_000 },
    { game: "snakes-and-ladders", applies_per_second: 10_800_000 },
    { game: "ludo", applies_per_second: 740_000 },
    { game: "liars-dice", applies_per_second: 500_000 },
  ],
  render: [
    ["tic-tac-toe", 5.5, 13.2],
    ["pig", 6.7, 12.4],
    ["yacht", 16.2, 28.1],
    ["snakes-and-ladders", 58.4, 43.6],
    ["ludo", 19.4, 24.5],
    ["liars-dice", 14.1, 21.8],
  ].flatMap(([board, png, webp]) => [
    { board: board as string, format: "png", median_ms: png as number },
    { board: board as string, format: "webp", median_ms: webp as number },
  ]),
  bot: [
    {
      name: "button moves, 8 chats at once (SQLite file)",
      updates: 6_000,
      updatesPerSecond: 1_617,
      p50Ms: 4,
      p99Ms: 16.7,
    },
    {
      name: "press → every chat's board edited (SQLite file)",
      updates: 150,
      updatesPerSecond: 60,
      p50Ms: 15,
      p99Ms: 30,
    },
    {
      name: "button moves, 8 chats at once (in-memory SQLite)",
      updates: 6_000,
      updatesPerSecond: 2_152,
      p50Ms: 3,
      p99Ms: 12.2,
    },
    {
      name: "button moves, 8 chats at once (bot layer only: core act stubbed)",
      updates: 6_000,
      updatesPerSecond: 7_504,
      p50Ms: 1,
      p99Ms: 5.5,
    },
  ],
  botLanes: {
    lanes: [
      { scenario: "callback answered (all presses)", samples: 180, p50Ms: 1, p99Ms: 5, maxMs: 8 },
      {
        scenario: "press → board edited, chats not rate-limited",
        samples: 300,
        p50Ms: 8,
        p99Ms: 21.9,
        maxMs: 30,
      },
    ],
    group: { moves: 30, edits: 30, editsPerMove: 1, wastedEdits: 0 },
  },
  analytics: {
    baseline: ANALYTICS_BASELINE,
    ingest: {
      ...load("POST /api/analytics/events/batch/ (50 events)", 1_102, 30, 90),
      events_per_second: 55_100,
      ratio: 0.17,
    },
    parse_only: load("same batches without consent (validated, dropped)", 3_000, 10, 40),
    worker_catch_up_seconds: 2,
    sustained: {
      target_events_per_second: 100_000,
      events_per_second: 57_675,
      p99_ms: 50,
      non2xx: 0,
      worker_lag_seconds: 1,
    },
    events_ingested: 600_000,
    seeded_events: 10_000_000,
    seed_seconds: null,
    reports: Object.entries(REPORTS).map(([report, median_ms]) => {
      const target_ms = report === "realtime" ? 30 : 100;
      return { report, median_ms, target_ms, met: median_ms <= target_ms };
    }),
    sdk_gzip_bytes: 2_963,
  },
  storefront: {
    baseline: load("baseline: product GET /api/health/", 4_204, 10, 30),
    catalogue: load("GET /api/models/ (page of 20, with ratings)", 7_097, 6, 20),
    checkout: {
      buyers: 50,
      products: 10,
      stock: 1_000,
      orders: 1_000,
      ordersPerSecond: 158,
      p50: 200,
      p99: 354,
      oversold: 0,
      errors: 0,
      errorCodes: {},
    },
    erasure: {
      ...(SAMPLE_ERASURES[0] as ErasureBenchResult),
      eraseMs: 1_900,
      ingestBefore: 127_083,
      ingestDuring: 76_090,
    },
  },
  backup: SAMPLE_BACKUP,
};

/** Quick play for a crowd of 1,000 (`npm run bench:matchmaking`). */
export const SAMPLE_MATCHMAKING: MatchmakingResult = {
  players: 1000,
  answeredMs: 402,
  p50: 630,
  p99: 744,
  last: 80_509,
  gapMedian: 0.3,
  gapP99: 41.2,
  gapMax: 458.7,
};
