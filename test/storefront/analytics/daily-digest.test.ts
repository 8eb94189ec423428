import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createDailyDigestSender } from "../../../storefront/analytics/digest/daily-digest.ts";
import { createFakeTelegram } from "../../support/fake-telegram.ts";
import { at, createTestAnalytics } from "./analytics-support.ts";

const STAFF_CHAT = -1002;

describe("daily digest", () => {
  test("yesterday's visits, top pages, errors and API 5xx go to the staff chat once", async (t) => {
    const h = await createTestAnalytics(t);
    const telegram = createFakeTelegram();
    const server = await telegram.listen();
    t.after(() => server.close());
    const day = "2026-03-02";
    await h.send({
      events: [
        { kind: "page_view", ts: at(day, "10:00"), path: "/shop" },
        { kind: "page_view", ts: at(day, "10:01"), path: "/product/7" },
        { kind: "page_view", ts: at(day, "10:02"), path: "/shop" },
        {
          kind: "api_request",
          ts: at(day, "10:03"),
          method: "POST",
          endpoint: "/api/orders/checkout/",
          status: 503,
          latency_ms: 20,
        },
        { kind: "client_error", ts: at(day, "10:04"), hash: "ff00" },
      ],
    });
    await h.analytics.worker.drainAll();
    h.clock.set("2026-03-03T07:00:00Z");
    const send = createDailyDigestSender({
      token: "123456:test-token",
      apiRoot: server.url,
      staffChatId: String(STAFF_CHAT),
      reports: h.analytics.reports,
      sql: h.analytics.database.sql,
      now: h.clock.now,
    });

    telegram.failNext("sendMessage", { error_code: 500, description: "Internal Server Error" });
    await assert.rejects(send(), { name: "GrammyError", method: "sendMessage", error_code: 500 });
    assert.equal(await send(), true, "a failed send gives its claim back, so the retry sends");
    assert.equal(await send(), false, "the day's digest goes once");

    const sent = telegram.callsTo("sendMessage").filter((c) => c.ok);
    assert.equal(sent.length, 1);
    assert.equal(String(sent[0]?.params.chat_id), String(STAFF_CHAT));
    assert.equal(
      sent[0]?.params.text,
      [
        "Storefront, 2026-03-02 (UTC)",
        "Visits: 1 by 1 visitors, 3 page views",
        "Top pages:",
        "1. /shop (2)",
        "2. /product/7 (1)",
        "Errors: 1 JS, 0 shown to users",
        "API 5xx: 1 of 1 calls (0 without an answer)",
      ].join("\n"),
    );
  });
});
