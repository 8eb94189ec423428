import type { Static, TObject, TProperties, TSchema } from "typebox";
import type { AnalyticsStore } from "../db/analytics-store.ts";
import type { ReportRange } from "./report-query.ts";

/** What a report's query reads: the analytics store's SQL and engine, and the clock. */
export interface ReportSource extends Pick<AnalyticsStore, "sql" | "engine"> {
  readonly now: () => number;
}

/** A report's reader: the range, then its own query-string parameters (realtime takes neither). */
export type ReportReader<S extends TSchema, P extends TProperties> = (
  range: ReportRange,
  params?: Static<TObject<P>>,
) => Promise<Static<S>>;

/**
 * A staff report as one module: its folder holds every part and meets the
 * platform here. The report service, the admin route with its OpenAPI entry,
 * and the CSV export reach a report only through these parts, so a report
 * that lacks one does not compile. Its dashboard tab is the other half
 * (`report-tabs.ts`), kept apart because the browser bundles it.
 */
export interface ReportDefinition<S extends TSchema, P extends TProperties, Q extends ReportReader<S, P>> {
  /** The route's one-line summary in the admin service's OpenAPI document. */
  readonly summary: string;
  /** The report's shape: the route's response schema and the type its query returns. */
  readonly schema: S;
  /** Query-string parameters of its route beyond the date filter and `format`. */
  readonly params: P;
  /** Builds the report's reader over the analytics store. */
  readonly query: (source: ReportSource) => Q;
  /**
   * The report as RFC 4180 CSV: columns of its own, or `reportCsv`'s
   * flattening. It takes what the reader returns, which Q's bound makes the
   * schema's type: naming `Static<S>` here made TypeScript relate typebox's
   * generic Static to each csv's parameter, and work out Static's variance
   * on the way, a fifth of `tsc -p .` (18 CPU-seconds).
   */
  readonly csv: (report: Awaited<ReturnType<Q>>) => string;
}

/** Checks a report's parts against each other and keeps its reader's own signature. */
export function defineReport<S extends TSchema, P extends TProperties, Q extends ReportReader<S, P>>(
  definition: ReportDefinition<S, P, Q>,
): ReportDefinition<S, P, Q> {
  return definition;
}
