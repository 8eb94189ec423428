import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { resolveReportRange } from "../../../storefront/analytics/reports/report-range.ts";

describe("report ranges", () => {
  const now = Date.parse("2026-03-10T15:00:00Z");
  test("default to the last 30 days, by day", async () => {
    assert.deepEqual(resolveReportRange({}, now), { from: "2026-02-09", to: "2026-03-10", interval: "day" });
    assert.deepEqual(resolveReportRange({ to: "2026-01-31", interval: "week" }, now), {
      from: "2026-01-02",
      to: "2026-01-31",
      interval: "week",
    });
  });

  for (const [query, message] of [
    [{ from: "2026-02-30" }, /from must be a real date/],
    [{ to: "2026-13-01" }, /to must be a real date/],
    [{ from: "2026-03-05", to: "2026-03-01" }, /is after to/],
    [{ from: "2024-01-01", to: "2026-01-01" }, /at most 366/],
  ] as const) {
    test(`rejects ${JSON.stringify(query)}`, async () => {
      assert.throws(
        () => resolveReportRange(query, now),
        (error: unknown) =>
          (error as { code?: string }).code === "invalid_request" && message.test(String(error)),
      );
    });
  }
});
