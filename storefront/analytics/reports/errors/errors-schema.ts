import { type Static, Type } from "typebox";
import { Count, Nullable } from "../report-fields.ts";
import { ReportRange } from "../report-query.ts";

/** What went wrong: JS errors, failing API endpoints and what users were shown. */
export const ErrorsReport = Type.Object(
  {
    range: ReportRange,
    client_errors: Type.Array(
      Type.Object({
        hash: Type.String(),
        message: Nullable(Type.String()),
        source: Nullable(Type.String()),
        last_path: Nullable(Type.String()),
        occurrences: Count,
        last_seen: Type.String({ format: "date-time" }),
      }),
    ),
    api_errors: Type.Array(
      Type.Object({
        service: Type.String(),
        method: Type.String(),
        endpoint: Type.String(),
        requests: Count,
        status_4xx: Count,
        status_5xx: Count,
        failed: Count,
      }),
    ),
    user_errors: Type.Object({
      by_code: Type.Array(Type.Object({ error_code: Type.String(), occurrences: Count })),
      latest: Type.Array(
        Type.Object({
          at: Type.String({ format: "date-time" }),
          incident_id: Type.String(),
          error_code: Type.String(),
          user_id: Nullable(Type.String()),
          path: Nullable(Type.String()),
        }),
      ),
    }),
  },
  {
    $id: "ErrorsReport",
    description: "JS errors grouped by hash, failing API endpoints and the user_error log.",
  },
);
export type ErrorsReport = Static<typeof ErrorsReport>;
