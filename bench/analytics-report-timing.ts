import { addDays } from "../storefront/analytics/utc-day.ts";
import { createOrPromoteStaff } from "../storefront/auth/staff-accounts.ts";
import { openStorefrontDatabase } from "../storefront/shared/storefront-database.ts";
import { migrateStorefront } from "../storefront/storefront-platform.ts";
import { startStorefront } from "./analytics-storefront.ts";
import type { SeedSummary } from "./seed-analytics.ts";

/** One dashboard report's median latency against its target. */
export interface ReportTiming {
  readonly report: string;
  readonly median_ms: number;
  readonly target_ms: number;
  readonly met: boolean;
}

const REPORT_TARGETS_MS: Readonly<Record<string, number>> = {
  overview: 100,
  timeseries: 100,
  pages: 100,
  sources: 100,
  technology: 100,
  api: 100,
  errors: 100,
  realtime: 30,
};
const STAFF = { email: "bench@shop.example", password: "bench-password-1" };

async function median(times: number, run: () => Promise<void>): Promise<number> {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return Math.round((samples[Math.floor(samples.length / 2)] as number) * 100) / 100;
}

/** Times each dashboard report (median of 7 HTTP calls, 30-day range) over the seeded database `seed.file`. */
export async function timeReports(seed: SeedSummary & { readonly file: string }): Promise<ReportTiming[]> {
  const reportServer = await startStorefront({ ANALYTICS_DATABASE_FILE: seed.file }, async (dataDir) => {
    const database = await openStorefrontDatabase({ DATA_DIR: dataDir });
    await migrateStorefront(database);
    await createOrPromoteStaff(database, STAFF.email, async () => STAFF.password);
    await database.close();
  });
  const reports: ReportTiming[] = [];
  try {
    const login = await fetch(`${reportServer.admin}/api/admin/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(STAFF),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const query = `?from=${addDays(seed.to, -29)}&to=${seed.to}`;
    for (const [report, target] of Object.entries(REPORT_TARGETS_MS)) {
      const ms = await median(7, async () => {
        const res = await fetch(`${reportServer.admin}/api/admin/dashboard/web/${report}/${query}`, {
          headers: { authorization: `Bearer ${access_token}` },
        });
        if (!res.ok) throw new Error(`${report}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      });
      reports.push({ report, median_ms: ms, target_ms: target, met: ms <= target });
    }
  } finally {
    await reportServer.stop();
  }
  return reports;
}
