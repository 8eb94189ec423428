import { formatDateTime, formatNumber } from "../report-format.ts";
import type { ReportTab } from "../report-tab.ts";
import type { ErrorsReport } from "./errors-schema.ts";

type ClientError = ErrorsReport["client_errors"][number];
type ApiError = ErrorsReport["api_errors"][number];
type UserErrors = ErrorsReport["user_errors"];

/** The errors tab: JS errors by hash, failing API endpoints, and user errors by code and as a log. */
export const errorsTab: ReportTab<ErrorsReport> = {
  tab: { id: "errors", title: "Errors" },
  render: (r, ui) => [
    ui.tableCard(
      "JS errors (by hash)",
      "client_errors",
      [
        { label: "Hash", cell: (e: ClientError) => e.hash },
        { label: "Message", cell: (e) => e.message ?? "" },
        { label: "Source", cell: (e) => e.source ?? "", className: "path" },
        { label: "Last page", cell: (e) => e.last_path ?? "" },
        { label: "Count", cell: (e) => formatNumber(e.occurrences), numeric: true },
        { label: "Last seen", cell: (e) => formatDateTime(e.last_seen) },
      ],
      r.client_errors,
    ),
    ui.tableCard(
      "API errors",
      "api_errors",
      [
        { label: "Service", cell: (e: ApiError) => e.service },
        { label: "Endpoint", cell: (e) => `${e.method} ${e.endpoint}`, className: "path" },
        { label: "Requests", cell: (e) => formatNumber(e.requests), numeric: true },
        { label: "4xx", cell: (e) => formatNumber(e.status_4xx), numeric: true },
        { label: "5xx", cell: (e) => formatNumber(e.status_5xx), numeric: true },
        { label: "Failed", cell: (e) => formatNumber(e.failed), numeric: true },
      ],
      r.api_errors,
    ),
    ui.el(
      "div",
      { class: "grid" },
      ui.tableCard(
        "User errors by code",
        "user_error_codes",
        [
          { label: "Code", cell: (e: UserErrors["by_code"][number]) => e.error_code },
          { label: "Count", cell: (e) => formatNumber(e.occurrences), numeric: true },
        ],
        r.user_errors.by_code,
      ),
      ui.tableCard(
        "User error log",
        "user_errors",
        [
          { label: "At", cell: (e: UserErrors["latest"][number]) => formatDateTime(e.at) },
          { label: "Code", cell: (e) => e.error_code },
          { label: "User", cell: (e) => e.user_id ?? "–" },
          { label: "Incident", cell: (e) => e.incident_id },
          { label: "Page", cell: (e) => e.path ?? "" },
        ],
        r.user_errors.latest,
      ),
    ),
  ],
};
