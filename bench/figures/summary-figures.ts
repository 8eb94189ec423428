import { type FigureBlock, markdownTable } from "../figure-blocks.ts";
import { fixed, int, times, verdict } from "./format.ts";
import { type HttpFigures, ratioOf } from "./http-figures.ts";
import type { LiveFigures } from "./other-figures.ts";
import { peerSpans, type SideBySide, type Soak } from "./peer-figures.ts";

/** What the README's summary reads from one run of `npm run bench`. */
export interface SummaryFigures extends HttpFigures {
  readonly peer: SideBySide;
  readonly soak: Soak;
  readonly soak_channel: Soak;
  readonly live: LiveFigures;
}

type Row = readonly [figure: string, measured: string, target: string];

function throughputRows({ peer, soak, soak_channel: channel }: SummaryFigures): Row[] {
  const spans = peerSpans(peer);
  const idle = peer.rounds.at(-1)?.ours.idle_rss_mb ?? Number.NaN;
  const peaks = peer.rounds.map((r) => r.ours.peak_rss_mb);
  const p99s = peer.rounds.map((r) => r.ours.p99_ms);
  const soaks = [soak, channel];
  return [
    [
      "whole tic-tac-toe games, ours (SQLite, every move durable) ÷ boardgame.io in memory",
      `${times(peer.ratio)} (median of ${peer.rounds.length} rounds; ${spans.ours} vs ${spans.peer} moves/s)`,
      verdict("≥ 2×", peer.ratio >= 2),
    ],
    ["move p99, 50 in flight", `${spans.p99} ms`, verdict("≤ 25 ms", Math.max(...p99s) <= 25)],
    [
      `${soak.seconds} s soaks: rate held of the first 10 s (REST; channel)`,
      soaks.map((s) => `${Math.round(100 * s.held_of_first_10s)}%`).join("; "),
      verdict(
        "≥ 90%",
        soaks.every((s) => s.held_of_first_10s >= 0.9),
      ),
    ],
    [
      "database per move, indexes and WAL included (soaks: REST; channel)",
      soaks.map((s) => `${fixed(s.kb_per_move, 3)} KB`).join("; "),
      verdict(
        "≤ 1 KB",
        soaks.every((s) => s.kb_per_move <= 1),
      ),
    ],
    [
      "API RSS: peak under the load (side by side; soaks) / idle after start",
      `${spans.peakRss} MB; ${soaks.map((s) => int(s.peak_rss_mb)).join(", ")} MB / ${int(idle)} MB`,
      verdict("≤ 150 / ≤ 90 MB", Math.max(...peaks, ...soaks.map((s) => s.peak_rss_mb)) <= 150 && idle <= 90),
    ],
  ];
}

function readRows({ http, live }: SummaryFigures): Row[] {
  const read = (figure: string, name: string, target: number): Row => {
    const ratio = ratioOf(http, name);
    return [figure, fixed(ratio, 2), verdict(`≥ ${target}`, ratio >= target)];
  };
  const unexplained = http.reduce((n, r) => n + r.non2xx - (r.non2xxByCode["304 not_modified"] ?? 0), 0);
  return [
    read("`GET /sessions/{id}` ÷ baseline", "GET /sessions/{id}", 0.5),
    read("`GET /games/{id}/state` ÷ baseline", "GET /games/{id}/state", 0.5),
    read("image 304 ÷ baseline", "GET /media/render/{id} (304)", 0.7),
    [
      "live: actions with 1,000 streams ÷ without; delivery p99",
      `${times(live.ratio)}; ${fixed(live.latency.p99, 1)} ms`,
      verdict("≥ 0.8; ≤ 50 ms", live.ratio >= 0.8 && live.latency.p99 <= 50),
    ],
    ["HTTP answers outside 2xx, the 304s aside", int(unexplained), verdict("0", unexplained === 0)],
  ];
}

/** `bench:summary`, the README's figures: issue 21's targets, met or not in this run. */
export function summaryBlock(run: SummaryFigures, caption: string): FigureBlock {
  const rows = [...throughputRows(run), ...readRows(run)];
  return {
    name: "summary",
    markdown: `${caption}\n\n${markdownTable(["Figure", "Measured", "Target"], rows)}`,
  };
}
