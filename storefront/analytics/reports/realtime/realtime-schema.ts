import { type Static, Type } from "typebox";
import { Count, Nullable } from "../report-fields.ts";

/** Who is on the site right now, and what just happened. */
export const RealtimeReport = Type.Object(
  {
    window_seconds: Type.Integer(),
    active_sessions: Count,
    active_visitors: Count,
    events: Type.Array(
      Type.Object({
        at: Type.String({ format: "date-time" }),
        kind: Type.String(),
        path: Nullable(Type.String()),
        summary: Type.String(),
        browser: Type.String(),
        device: Type.String(),
      }),
    ),
  },
  { $id: "RealtimeReport", description: "Sessions active in the last 5 minutes and the latest events." },
);
export type RealtimeReport = Static<typeof RealtimeReport>;
