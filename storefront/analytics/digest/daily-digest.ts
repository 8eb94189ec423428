import { Api } from "grammy";
import { digestClaimRepository } from "../db/digest-claim-repository.ts";
import type { SqlRunner } from "../db/sql-runner.ts";
import type { ReportService } from "../reports/report-service.ts";
import { addDays, dayOf } from "../utc-day.ts";

const TOP_PAGES = 5;

const n = (value: number) => value.toLocaleString("en-US");

/** Yesterday's figures as a short plain-text message: visits, top pages, errors and API 5xx. */
export async function composeDailyDigest(
  reports: Pick<ReportService, "overview" | "pages">,
  day: string,
): Promise<string> {
  const range = { from: day, to: day, interval: "day" } as const;
  const overview = await reports.overview(range);
  const pages = await reports.pages(range, { limit: TOP_PAGES });
  const lines = [
    `Storefront, ${day} (UTC)`,
    `Visits: ${n(overview.sessions)} by ${n(overview.visitors)} visitors, ${n(overview.page_views)} page views`,
    "Top pages:",
    ...(pages.pages.length
      ? pages.pages.map((p, i) => `${i + 1}. ${p.path} (${n(p.views)})`)
      : ["(no page views)"]),
    `Errors: ${n(overview.errors.client_errors)} JS, ${n(overview.errors.user_errors)} shown to users`,
    `API 5xx: ${n(overview.api.status_5xx)} of ${n(overview.api.requests)} calls (${n(overview.api.failed)} without an answer)`,
  ];
  return lines.join("\n");
}

export interface DailyDigestOptions {
  readonly token: string;
  readonly apiRoot: string;
  readonly staffChatId: string;
  readonly reports: Pick<ReportService, "overview" | "pages">;
  /** The analytics database: a row there claims each day's digest, once across processes. */
  readonly sql: SqlRunner;
  readonly now: () => number;
}

/**
 * The analytics_digest job: sends yesterday's digest to the staff chat with
 * sendMessage. A day is claimed in `rollup_state` before sending, so several
 * processes (or a repeated job) send it once; a failed send gives the claim
 * back and throws, so the queue retries it. Resolves false when already sent.
 */
export function createDailyDigestSender(options: DailyDigestOptions) {
  const api = new Api(options.token, { apiRoot: options.apiRoot });
  return async (): Promise<boolean> => {
    const day = addDays(dayOf(options.now()), -1);
    if (!(await digestClaimRepository.claim(options.sql, day, options.now()))) return false;
    try {
      await api.sendMessage(options.staffChatId, await composeDailyDigest(options.reports, day));
      return true;
    } catch (error) {
      await digestClaimRepository.release(options.sql, day);
      throw error;
    }
  };
}
