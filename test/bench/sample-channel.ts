import type { ChannelFigures } from "../../bench/figures/channel-figures.ts";

/** A `bench:channel` result for the block tests. */
export const SAMPLE_CHANNEL: ChannelFigures = {
  moves: { moves: 14_410, moves_per_second: 1_441, p99_ms: 72.8, cpu_us_per_move: 685, errors: {} },
  fan_out: {
    watchers: 1000,
    participants: 52,
    moves: 50,
    deliveries: 50_000,
    expected: 50_000,
    p50_ms: 24.8,
    p99_ms: 84.3,
    all_heard_p99_ms: 118.9,
    cpu_us_per_move_unwatched: 1_000,
    cpu_us_per_move: 20_600,
    cpu_us_per_delivery: 19.6,
  },
  idle: {
    connections: 10_000,
    sessions: 5_000,
    rss_before_mb: 187,
    rss_after_mb: 372,
    rss_after_idle_mb: 372,
    peak_rss_mb: 372,
    kb_per_connection: 19,
    open_seconds: 9.9,
    open_cpu_us_per_connection: 834,
    idle_seconds: 10,
    idle_cpu_percent: 1.3,
  },
};
