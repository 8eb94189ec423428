import { captionOf, markdownTable } from "./figure-blocks.ts";
import { fixed, int, verdict } from "./figures/format.ts";

/** What one run of `npm run bench:watch` measured. */
export interface WatchFigures {
  readonly channel_subscribers: number;
  readonly sse_streams: number;
  readonly spectators_counted: unknown;
  readonly moves: number;
  readonly deliveries: unknown;
  readonly expected_deliveries: number;
  readonly delivery_p50_ms: unknown;
  readonly delivery_p99_ms: unknown;
  readonly move_p99_unwatched_ms: number;
  readonly move_p99_watched_ms: number;
  readonly move_p99_ratio: number;
  readonly kb_per_idle_subscription: number;
  readonly kb_per_idle_stream: number;
  readonly kb_per_idle_watcher: number;
}

/** The `watch` block: deliveries, the players' round trip and memory, each beside issue 53's target. */
export function watchMarkdown(f: WatchFigures): string {
  const command = `BENCH_WATCH_CHANNEL=${f.channel_subscribers} BENCH_WATCH_SSE=${f.sse_streams} BENCH_WATCH_MOVES=${f.moves} npm run bench:watch`;
  const p99 = Number(f.delivery_p99_ms);
  return [
    captionOf(command),
    "",
    markdownTable(
      ["Figure", "Measured", "Target"],
      [
        [
          "move → every watcher, p50 / p99",
          `${fixed(Number(f.delivery_p50_ms), 1)} / ${fixed(p99, 1)} ms`,
          verdict("p99 ≤ 250 ms", p99 <= 250),
        ],
        [
          "deliveries received / expected",
          `${int(Number(f.deliveries))} / ${int(f.expected_deliveries)}`,
          "",
        ],
        [
          "players' move p99, watched ÷ unwatched",
          `${fixed(f.move_p99_watched_ms, 1)} ÷ ${fixed(f.move_p99_unwatched_ms, 1)} ms = ${fixed(f.move_p99_ratio, 2)}×`,
          verdict("≤ 2×", f.move_p99_ratio <= 2),
        ],
        [
          "server memory per idle channel subscription (on its connection)",
          `${fixed(f.kb_per_idle_subscription, 1)} KB`,
          "",
        ],
        ["server memory per idle event stream", `${fixed(f.kb_per_idle_stream, 1)} KB`, ""],
        [
          "server memory per idle watcher, connection included",
          `${fixed(f.kb_per_idle_watcher, 1)} KB`,
          verdict("≤ 10 KB", f.kb_per_idle_watcher <= 10),
        ],
        ["spectators the state document counted", String(f.spectators_counted), ""],
      ],
    ),
  ].join("\n");
}
