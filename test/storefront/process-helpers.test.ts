import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { msUntilNextHour } from "../../storefront/daily-schedule.ts";
import { parseServiceArgs } from "../../storefront/service-args.ts";

describe("storefront process helpers", () => {
  test("--service selects services; none means all", () => {
    assert.deepEqual(
      [...parseServiceArgs([])],
      ["auth", "user", "product", "order", "review", "admin", "chat", "analytics"],
    );
    assert.deepEqual([...parseServiceArgs(["--service", "admin"])], ["admin"]);
    assert.deepEqual([...parseServiceArgs(["--service=analytics,admin"])], ["analytics", "admin"]);
    assert.deepEqual(
      [...parseServiceArgs(["--service", "admin", "--service", "analytics"])],
      ["admin", "analytics"],
    );
    assert.throws(() => parseServiceArgs(["--service", "billing"]), /unknown service "billing"/);
    assert.throws(() => parseServiceArgs(["--verbose"]), /unknown argument/);
  });

  test("the daily purge waits for the next occurrence of its UTC hour", () => {
    const at = (iso: string) => Date.parse(iso);
    assert.equal(msUntilNextHour(at("2026-03-10T01:30:00Z"), 3), 90 * 60_000);
    assert.equal(msUntilNextHour(at("2026-03-10T03:00:00Z"), 3), 24 * 3_600_000);
    assert.equal(msUntilNextHour(at("2026-03-10T23:00:00Z"), 3), 4 * 3_600_000);
  });
});
