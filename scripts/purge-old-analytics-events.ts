import { existsSync } from "node:fs";
import { ConfigError } from "../platform/config-parsers.ts";
import { analyticsLocation, openAnalyticsModule } from "../storefront/analytics/analytics-module.ts";
import type { PurgePhase } from "../storefront/analytics/retention/purge-old-events.ts";
import { createProgressBar, type ProgressBar } from "../storefront/analytics/retention/terminal-progress.ts";
import { parseStorefrontConfig } from "../storefront/config.ts";

/**
 * `npm run purge-old-analytics-events [-- --days N]` (the seed's
 * purge_old_analytics_events): deletes analytics events older than N days
 * (default ANALYTICS_RETENTION_DAYS) and the rollups only they fed, in small
 * transactions, so a running storefront keeps ingesting meanwhile.
 */
function parseDays(argv: readonly string[]): number | undefined {
  let raw: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--days") raw = argv[++i] ?? "";
    else if (arg.startsWith("--days=")) raw = arg.slice("--days=".length);
    else throw new Error(`unknown argument "${arg}"`);
  }
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 3650)
    throw new Error(`--days must be a whole number of days from 1 to 3650, got "${raw}"`);
  return Number(raw);
}

if (existsSync(".env")) process.loadEnvFile(".env");
try {
  const config = parseStorefrontConfig(process.env);
  const days = parseDays(process.argv.slice(2)) ?? config.ANALYTICS_RETENTION_DAYS;
  const analytics = await openAnalyticsModule(analyticsLocation(config));
  const bars = new Map<PurgePhase, ProgressBar>();
  const labels: Record<PurgePhase, string> = {
    events: "events     ",
    visits: "visits     ",
    user_errors: "user errors",
    rollups: "rollup rows",
  };
  try {
    const result = await analytics.purge(days, ({ phase, done, total }) => {
      let bar = bars.get(phase);
      if (!bar) {
        for (const other of bars.values()) other.finish();
        bars.clear();
        bar = createProgressBar(process.stderr, labels[phase], total);
        bars.set(phase, bar);
      }
      bar.update(done, total);
    });
    for (const bar of bars.values()) bar.finish();
    if (!result) throw new Error("Another process is purging analytics events right now; try again later.");
    process.stdout.write(
      `Deleted ${result.events} events (${result.batches} batches), ${result.visits} visits, ${result.userErrors} user errors and ${result.rollupRows} rollup rows from before ${result.cutoffDay} (${days} days kept).\n`,
    );
  } finally {
    await analytics.close();
  }
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? `Invalid configuration: ${error.message}` : ((error as Error).message ?? error)}\n`,
  );
  process.exit(1);
}
