import { type Static, Type } from "typebox";
import { Count } from "../report-fields.ts";
import { ReportRange } from "../report-query.ts";

const LatencyFigures = {
  requests: Count,
  error_rate: Type.Number({ description: "(5xx + failed) / requests." }),
  client_error_rate: Type.Number({ description: "4xx / requests." }),
  avg_ms: Type.Number(),
  p50_ms: Type.Number({ description: "Interpolated inside fixed histogram buckets." }),
  p95_ms: Type.Number(),
};

/** The API's figures per service, and its slowest endpoints. */
export const ApiReport = Type.Object(
  {
    range: ReportRange,
    services: Type.Array(Type.Object({ service: Type.String(), ...LatencyFigures })),
    slowest_endpoints: Type.Array(
      Type.Object({
        service: Type.String(),
        method: Type.String(),
        endpoint: Type.String(),
        ...LatencyFigures,
      }),
    ),
  },
  { $id: "ApiReport", description: "Per-service API figures and the 10 endpoints with the highest p95." },
);
export type ApiReport = Static<typeof ApiReport>;
