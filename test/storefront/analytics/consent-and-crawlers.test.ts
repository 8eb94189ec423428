import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { at, countRows, createTestAnalytics } from "./analytics-support.ts";

const RANGE = { from: "2026-03-02", to: "2026-03-02", interval: "day" } as const;
const CRAWLERS = {
  GPTBot:
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
  ClaudeBot:
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)",
  PerplexityBot:
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)",
  CCBot: "CCBot/2.0 (https://commoncrawl.org/faq/)",
  Bytespider:
    "Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)",
  Googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  bingbot: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
};

describe("consent rates", () => {
  test("decisions are counted without identifiers and shown as shares", async (t) => {
    const h = await createTestAnalytics(t);
    const decide = (i: number, state: string, consent = "pending") =>
      h.send({
        visitor_id: `00000000-0000-4000-8000-00000000000${i}`,
        consent: consent as "pending",
        events: [{ kind: "consent", ts: at("2026-03-02", "10:00") + i, state }],
      });
    for (let i = 0; i < 4; i++) await decide(i, "pending");
    await decide(0, "granted", "granted");
    await decide(1, "granted", "granted");
    const denied = await decide(2, "denied", "denied");
    assert.deepEqual(denied, { accepted: 1, rejected: 0, dropped: 0, errors: [] });
    await h.analytics.worker.drainAll();
    const { consent } = await h.analytics.reports.overview(RANGE);
    assert.deepEqual(consent, {
      asked: 4,
      granted: 2,
      denied: 1,
      pending: 1,
      granted_rate: 0.5,
      denied_rate: 0.25,
      pending_rate: 0.25,
    });
    assert.equal(await countRows(h.analytics, "event_batches"), 0, "consent events are never stored");
  });
});

describe("crawlers", () => {
  test("bots and AI crawlers never reach the reports; a section counts them by name", async (t) => {
    const h = await createTestAnalytics(t);
    for (const userAgent of Object.values(CRAWLERS))
      await h.send(
        {
          events: [
            { kind: "page_view", ts: at("2026-03-02", "10:00"), path: "/" },
            { kind: "page_view", ts: at("2026-03-02", "10:01"), path: "/p" },
          ],
        },
        { userAgent },
      );
    await h.send(
      { events: [{ kind: "page_view", ts: at("2026-03-02", "11:00"), path: "/" }] },
      { userAgent: "curl/8.5.0" },
    );
    await h.analytics.worker.drainAll();
    const overview = await h.analytics.reports.overview(RANGE);
    assert.equal(overview.page_views, 0);
    assert.equal(overview.sessions, 0);
    assert.equal(overview.dropped_events.bot, 15);
    assert.deepEqual(
      overview.crawlers.map((c) => [c.crawler, c.category, c.requests, c.events]).sort(),
      [
        ...Object.keys(CRAWLERS).map((name) => [
          name,
          name === "Googlebot" || name === "bingbot" ? "search" : "ai",
          1,
          2,
        ]),
        ["other", "other", 1, 1],
      ].sort(),
    );
    assert.equal((await h.analytics.reports.realtime()).events.length, 0);
  });
});
