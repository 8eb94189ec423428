import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { parseAllowedOrigins } from "../../../platform/net/allowed-origins.ts";
import { parseIpAllowlist } from "../../../platform/net/ip-allowlist.ts";
import {
  isIdentifierSegment,
  normalizeApiPath,
} from "../../../storefront/analytics/events/normalize-api-path.ts";
import {
  isAdminArea,
  parsePageLocation,
  referrerHost,
} from "../../../storefront/analytics/events/page-location.ts";
import { screenBucket } from "../../../storefront/analytics/events/screen-bucket.ts";
import { scrubErrorText } from "../../../storefront/analytics/events/scrub-error-text.ts";
import { toCsv } from "../../../storefront/analytics/reports/csv.ts";
import {
  addToSketch,
  createSketch,
  estimateSketch,
  mergeSketch,
} from "../../../storefront/analytics/rollups/hyperloglog.ts";
import {
  histogramQuantile,
  LATENCY_BUCKETS_MS,
  latencyBucket,
} from "../../../storefront/analytics/rollups/latency-histogram.ts";

describe("API path normalization", () => {
  for (const [raw, endpoint, service] of [
    ["/api/v1/orders/8812/items/3", "/api/v1/orders/:id/items/:id", "orders"],
    ["/api/cart/", "/api/cart/", "cart"],
    ["/api/users/4f1c2b8e-8a3b-4b8e-9d1c-1a2b3c4d5e6f/avatar?size=64", "/api/users/:id/avatar", "users"],
    ["https://api.shop.example/api/products/507f1f77bcf86cd799439011#x", "/api/products/:id", "products"],
    [
      "/api/chat/conversations/01HF8Z3QKXJ7Y2M9N4P5R6S7T8/messages",
      "/api/chat/conversations/:id/messages",
      "chat",
    ],
    ["/api/accounts/alice@example.com", "/api/accounts/:id", "accounts"],
    ["/api/reports/2026-03-01", "/api/reports/:id", "reports"],
    ["/api/models/", "/api/models/", "models"],
    ["/healthz", "/healthz", "healthz"],
    ["/api/42", "/api/:id", "default"],
    ["/api/productCategories/list", "/api/productCategories/list", "productcategories"],
  ] as const) {
    test(`${raw} → ${endpoint} (${service})`, () => {
      assert.deepEqual(normalizeApiPath(raw), { endpoint, service });
    });
  }
  test("identifier segments", () => {
    for (const id of [
      "42",
      "2026-03-01",
      "deadbeefcafe",
      "4F1C2B8E-8A3B-4B8E-9D1C-1A2B3C4D5E6F",
      "V1StGXR8_Z5jdHi6B-myT",
      "a@b.c",
    ])
      assert.equal(isIdentifierSegment(id), true, id);
    for (const word of ["products", "v2", "cafe", "user-profile", "productCategories", "2fa", "%E2%9C%93"])
      assert.equal(isIdentifierSegment(word), false, word);
  });
  test("an explicit service wins", () => {
    assert.equal(normalizeApiPath("/api/v1/sessions/3", "game").service, "game");
  });
});

describe("page locations", () => {
  test("keeps query names and utm values only", () => {
    assert.deepEqual(
      parsePageLocation("/p?q=shoes&utm_source=Google&utm_medium=CPC&page=2&utm_bogus=1#top"),
      {
        path: "/p",
        queryKeys: ["page", "q"],
        utm: { source: "google", medium: "cpc" },
      },
    );
  });
  test("paths that look like protocol-relative URLs stay paths and never throw", () => {
    assert.deepEqual(parsePageLocation("//evil.example/x?a=1"), {
      path: "//evil.example/x",
      queryKeys: ["a"],
      utm: {},
    });
    assert.equal(parsePageLocation("//[").path, "//[");
  });
  test("referrer host without www, null when absent or garbage", () => {
    assert.equal(referrerHost("https://www.Example.com/a?b=c"), "example.com");
    assert.equal(referrerHost(""), null);
    assert.equal(referrerHost("not a url"), null);
  });
  test("admin area is /admin and below", () => {
    assert.equal(isAdminArea("/admin"), true);
    assert.equal(isAdminArea("/admin/orders"), true);
    assert.equal(isAdminArea("/administrator"), false);
    assert.equal(isAdminArea(undefined), false);
  });
  test("screen buckets by viewport width", () => {
    assert.deepEqual([undefined, 0, 375, 576, 991, 992, 1439, 1440, 3840].map(screenBucket), [
      "unknown",
      "unknown",
      "small",
      "medium",
      "medium",
      "large",
      "large",
      "xlarge",
      "xlarge",
    ]);
  });
  test("error text loses e-mails, long numbers and URL queries", () => {
    assert.equal(
      scrubErrorText(
        "Bad card 4111111111111111 for bob@example.com at https://x.example/a.js?t=secret:1:2",
        200,
      ),
      "Bad card [number] for [email] at https://x.example/a.js:1:2",
    );
  });
});

describe("IP allow-list", () => {
  test("matches IPv4 and IPv6 CIDRs and IPv4-mapped addresses", () => {
    const list = parseIpAllowlist("127.0.0.1/8, ::1, 10.0.0.0/8, fd00::/8");
    for (const ip of ["127.0.0.1", "127.9.9.9", "::1", "::ffff:127.0.0.1", "10.200.1.1", "fd12::1"])
      assert.equal(list.contains(ip), true, ip);
    for (const ip of ["192.168.1.1", "203.0.113.1", "::2", "garbage", ""])
      assert.equal(list.contains(ip), false, ip);
  });
  test("rejects bad entries, naming the entry and what is wrong with it", () => {
    assert.throws(() => parseIpAllowlist(""), { message: "expected at least one IP or CIDR" });
    assert.throws(() => parseIpAllowlist("localhost"), {
      message: '"localhost" is not an IP address or CIDR range',
    });
    for (const raw of ["10.0.0.0/33", "::1/129", "10.0.0.0/x"])
      assert.throws(() => parseIpAllowlist(raw), { message: `"${raw}" has a bad prefix length` }, raw);
  });
  test("allowed origins: * or exact origins", () => {
    assert.equal(parseAllowedOrigins("*"), "*");
    assert.deepEqual(parseAllowedOrigins("https://a.example, http://localhost:3000"), [
      "https://a.example",
      "http://localhost:3000",
    ]);
    for (const raw of ["a.example", "https://a.example/path", "ftp://a.example"])
      assert.throws(
        () => parseAllowedOrigins(raw),
        { message: `"${raw}" is not an origin such as https://shop.example` },
        raw,
      );
  });
});

describe("HyperLogLog", () => {
  test("exact for small counts, within 2% for 100,000, and merges without double counting", () => {
    const a = createSketch();
    for (let i = 0; i < 50; i++) addToSketch(a, `visitor-${i}`);
    addToSketch(a, "visitor-1");
    assert.equal(estimateSketch(a), 50);
    const b = createSketch();
    for (let i = 25; i < 75; i++) addToSketch(b, `visitor-${i}`);
    mergeSketch(a, b);
    assert.equal(estimateSketch(a), 75);
    const big = createSketch();
    // Fixed inputs keep the estimate deterministic: random ids would fail a 2% bound about once in 80 runs.
    for (let i = 0; i < 100_000; i++) addToSketch(big, `big-visitor-${i}`);
    assert.ok(Math.abs(estimateSketch(big) - 100_000) < 2000, String(estimateSketch(big)));
  });
});

describe("latency histogram", () => {
  test("bucket edges are inclusive upper bounds", () => {
    assert.equal(latencyBucket(0), 0);
    assert.equal(latencyBucket(5), 0);
    assert.equal(latencyBucket(5.1), 1);
    assert.equal(latencyBucket(1e9), LATENCY_BUCKETS_MS.length - 1);
  });
  test("quantiles interpolate inside the bucket; the open bucket reports the maximum", () => {
    const counts = new Array(LATENCY_BUCKETS_MS.length).fill(0);
    counts[1] = 10; // (5, 10]
    counts[3] = 10; // (25, 50]
    assert.equal(histogramQuantile(counts, 0.5, 50), 10);
    assert.equal(histogramQuantile(counts, 0.75, 50), 37.5);
    assert.equal(histogramQuantile(new Array(LATENCY_BUCKETS_MS.length).fill(0), 0.5, 0), null);
    const slow = new Array(LATENCY_BUCKETS_MS.length).fill(0);
    slow[LATENCY_BUCKETS_MS.length - 1] = 1;
    assert.equal(histogramQuantile(slow, 0.95, 45_000), 45_000);
  });
});

describe("CSV", () => {
  test("quotes commas, quotes and line breaks (RFC 4180)", () => {
    assert.equal(
      toCsv(
        ["a", "b"],
        [
          ["x,y", 'say "hi"'],
          ["line\nbreak", null],
          ["cr\rlf", true],
        ],
      ),
      'a,b\r\n"x,y","say ""hi"""\r\n"line\nbreak",\r\n"cr\rlf",true\r\n',
    );
  });
});
