import type { AnalyticsBenchResult } from "../analytics-bench.ts";
import type { runAnalyticsPostgresBench } from "../analytics-postgres-bench.ts";
import type { BotBenchResult } from "../bot-bench.ts";
import type { runBotLanesBench } from "../bot-lanes-bench.ts";
import { type FigureBlock, markdownTable } from "../figure-blocks.ts";
import type { runLiveBench } from "../live-bench.ts";
import type { runRenderBench } from "../render-bench.ts";
import type { runRulesBench } from "../rules-bench.ts";
import type { runScaleBench } from "../scale-bench.ts";
import type { StorefrontBenchResult } from "../storefront-bench.ts";
import { erasureLine } from "./erasure-figures.ts";
import { each, fixed, hundredths, int, millions, span, times, verdict } from "./format.ts";

export type LiveFigures = Awaited<ReturnType<typeof runLiveBench>>;

/** What `npm run bench` measures besides the HTTP scenarios, the side by side and the soak. */
export interface OtherFigures {
  readonly live: LiveFigures;
  readonly rules: Awaited<ReturnType<typeof runRulesBench>>;
  readonly render: Awaited<ReturnType<typeof runRenderBench>>;
  readonly bot: readonly BotBenchResult[];
  readonly botLanes: Awaited<ReturnType<typeof runBotLanesBench>>;
  readonly analytics: AnalyticsBenchResult;
  readonly storefront: StorefrontBenchResult;
  /** Only with DATABASE_URL and REDIS_URL. */
  readonly scale_out?: Awaited<ReturnType<typeof runScaleBench>>;
  /** Only with DATABASE_URL. */
  readonly analytics_postgres?: Awaited<ReturnType<typeof runAnalyticsPostgresBench>>;
}

type Row = readonly [figure: string, measured: string, target: string];

function liveRows({ live }: OtherFigures): Row[] {
  const without = live.rounds.map((r) => r.without.rps);
  const ratios = live.rounds.map((r) => r.ratio);
  return [
    [
      "live: pig actions/s with 1,000 streams attached ÷ without",
      `${times(live.ratio)}, the median of ${each(hundredths, ratios)} (${span(int, without)} req/s without)`,
      verdict("≥ 0.8", live.ratio >= 0.8),
    ],
    [
      "live: move sent → `action_applied` at each of 1,000 streams",
      `p50 ${fixed(live.latency.p50, 1)} ms, p99 ${fixed(live.latency.p99, 1)} ms (${int(live.latency.samples)} deliveries)`,
      verdict("p99 ≤ 50 ms", live.latency.p99 <= 50),
    ],
    [
      `live: ${int(live.idle.streams)} idle streams held`,
      `${int(live.idle.rss_before_mb)} → ${int(live.idle.rss_after_mb)} MB, ${fixed(live.idle.kb_per_stream, 1)} KB of server RSS per stream`,
      "",
    ],
  ];
}

function gameRows({ rules, render }: OtherFigures): Row[] {
  const boards = [...new Set(render.map((r) => r.board))];
  const ms = (board: string, format: string) =>
    fixed(render.find((r) => r.board === board && r.format === format)?.median_ms ?? Number.NaN, 1);
  return [
    [
      "rules: `apply()` per second",
      rules.map((r) => `${r.game} ${millions(r.applies_per_second)}`).join(", "),
      verdict(
        "≥ 200 k",
        rules.every((r) => r.applies_per_second >= 200_000),
      ),
    ],
    [
      "first render at 800 px, median ms (png / webp)",
      boards.map((b) => `${b} ${ms(b, "png")} / ${ms(b, "webp")}`).join(", "),
      verdict(
        "≤ 20",
        render.every((r) => r.median_ms <= 20),
      ),
    ],
  ];
}

function botRows({ bot, botLanes }: OtherFigures): Row[] {
  const moves = (storage: string) =>
    bot.find((r) => r.name.startsWith("button moves") && r.name.endsWith(`(${storage})`));
  const three = ["SQLite file", "in-memory SQLite", "bot layer only: core act stubbed"].map(moves);
  const file = three[0];
  const p99 = (scenario: string) =>
    botLanes.lanes.find((r) => r.scenario.startsWith(scenario))?.p99Ms ?? Number.NaN;
  return [
    [
      "bot: button moves in process (SQLite file / in memory / bot layer alone)",
      `${three.map((r) => int(r?.updatesPerSecond ?? Number.NaN)).join(" / ")} updates/s, p99 ${three.map((r) => fixed(r?.p99Ms ?? Number.NaN, 1)).join(" / ")} ms`,
      verdict(
        "≥ 2,000/s, p99 ≤ 15 ms on the file",
        !!file && file.updatesPerSecond >= 2000 && file.p99Ms <= 15,
      ),
    ],
    [
      "bot lanes: callback answered / press → board edited, 1,000 chats, 10% rate-limited",
      `p99 ${fixed(p99("callback answered"), 1)} ms / ${fixed(p99("press → board edited"), 1)} ms`,
      "",
    ],
  ];
}

function analyticsRows({ analytics }: OtherFigures): Row[] {
  const targets = [...new Set(analytics.reports.map((r) => `≤ ${r.target_ms}`))].join(" / ");
  return [
    [
      "analytics ingest, batches of 50",
      `${int(analytics.ingest.events_per_second)} events/s saturated (${fixed(analytics.ingest.ratio, 2)}× its baseline); ${int(analytics.sustained.events_per_second)} events/s sustained`,
      verdict("≥ 100 k events/s sustained", analytics.sustained.events_per_second >= 100_000),
    ],
    [
      "analytics reports over 10 M events, 30 days (median ms)",
      analytics.reports.map((r) => `${r.report} ${fixed(r.median_ms, 1)}`).join(", "),
      verdict(
        targets,
        analytics.reports.every((r) => r.met),
      ),
    ],
    [
      "analytics SDK",
      `${int(analytics.sdk_gzip_bytes)} bytes gzipped`,
      verdict("< 3 KB", analytics.sdk_gzip_bytes < 3072),
    ],
  ];
}

function storefrontRows({ storefront }: OtherFigures): Row[] {
  const { baseline, catalogue, checkout: sold } = storefront;
  return [
    [
      "storefront catalogue page ÷ its health baseline",
      `${int(catalogue.rps)} ÷ ${int(baseline.rps)} req/s = ${times(catalogue.rps / baseline.rps)}`,
      "",
    ],
    [
      `storefront checkout: ${sold.buyers} buyers, ${sold.products} products of ${int(sold.stock / sold.products)} units`,
      `${int(sold.orders)} orders, ${int(sold.ordersPerSecond)} orders/s, p99 ${int(sold.p99)} ms, oversold ${sold.oversold}, errors ${sold.errors}`,
      verdict("never oversells", sold.oversold === 0),
    ],
    [`storefront privacy erasure (${storefront.erasure.engine})`, erasureLine(storefront.erasure), ""],
  ];
}

function serverRows({ scale_out, analytics_postgres }: OtherFigures): Row[] {
  const rows: Row[] = [];
  if (scale_out)
    rows.push([
      "scale-out: pig actions, 1 → 2 processes on PostgreSQL and Redis; change heard in another process",
      `${times(scale_out.scaling)}; wake-up p50 ${fixed(scale_out.wake.p50, 1)} ms, p99 ${fixed(scale_out.wake.p99, 1)} ms`,
      verdict("≥ 1.6×; p99 ≤ 20 ms", scale_out.scaling >= 1.6 && scale_out.wake.p99 <= 20),
    ]);
  if (analytics_postgres)
    rows.push([
      "analytics ingest on PostgreSQL, batches of 50",
      `${int(analytics_postgres.ingest.events_per_second)} events/s (${fixed(analytics_postgres.ingest.ratio, 2)}× its baseline)`,
      verdict("≥ 50 k events/s", analytics_postgres.ingest.events_per_second >= 50_000),
    ]);
  return rows;
}

/** `bench:others`: live streams, rules, renders, the bot, analytics, the storefront and, with servers, scale-out. */
export function othersBlock(run: OtherFigures, caption: string): FigureBlock {
  const rows = [liveRows, gameRows, botRows, analyticsRows, storefrontRows, serverRows].flatMap((f) =>
    f(run),
  );
  return {
    name: "others",
    markdown: `${caption}\n\n${markdownTable(["Figure", "Measured", "Target"], rows)}`,
  };
}
