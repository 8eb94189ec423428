import type { AnalyticsStore } from "../../db/analytics-store.ts";
import { createErrorsRepository } from "../../db/errors-repository.ts";
import { addDays, dayStart } from "../../utc-day.ts";
import type { ReportRange } from "../report-query.ts";
import type { ErrorsReport } from "./errors-schema.ts";

const iso = (ms: number) => new Date(ms).toISOString();

/** JS errors by hash, API endpoints answering 4xx/5xx or failing, and the user_error log. */
export function createErrorsQuery(store: Pick<AnalyticsStore, "sql" | "engine">) {
  const repository = createErrorsRepository(store.sql, store.engine);
  return async (range: ReportRange): Promise<ErrorsReport> => ({
    range,
    client_errors: (await repository.clientErrors(range)).map(({ last_ts, ...row }) => ({
      ...row,
      last_seen: iso(last_ts),
    })),
    api_errors: await repository.apiErrors(range),
    user_errors: {
      by_code: await repository.userErrorsByCode(range),
      latest: (await repository.latestUserErrors(dayStart(range.from), dayStart(addDays(range.to, 1)))).map(
        ({ ts, ...row }) => ({ at: iso(ts), ...row }),
      ),
    },
  });
}
