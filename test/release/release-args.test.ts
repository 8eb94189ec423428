import assert from "node:assert/strict";
import { test } from "node:test";
import { isRemote, parseReleaseArgs } from "../../scripts/release/release-args.ts";
import { formatReleaseTable } from "../../scripts/release/release-report.ts";
import { localTargets } from "../../scripts/release/release-targets.ts";
import { parseConfig } from "../../src/config.ts";
import { parseStorefrontConfig } from "../../storefront/config.ts";

test("verify-release arguments: URLs mean a remote run; local-only flags refuse URLs; unknown flags are refused", () => {
  const local = parseReleaseArgs(["--start-servers", "--demo-catalogue", "--json"]);
  assert.equal(isRemote(local), false);
  assert.ok(local.startServers && local.demoCatalogue && local.json);
  const remote = parseReleaseArgs(["--base-url", "https://shop.example/", "--api-url=https://games.example"]);
  assert.equal(remote.baseUrl, "https://shop.example");
  assert.deepEqual(remote.urls, { api: "https://games.example" });
  assert.equal(isRemote(remote), true);
  assert.throws(() => parseReleaseArgs(["--base-url", "ftp://x"]), /http\(s\) URL/);
  assert.throws(() => parseReleaseArgs(["--shop-url", "http://x"]), /unknown argument/);
  assert.throws(() => parseReleaseArgs(["--chat-url", "http://x", "--start-servers"]), /local runs/);
  assert.throws(() => parseReleaseArgs(["--timeout-ms", "0"]), /positive integer/);
  assert.throws(() => parseReleaseArgs(["--email"]), /needs a value/);
});

test("local targets come from the configured host and ports; wildcard hosts are reached on loopback", () => {
  const env = { HOST: "0.0.0.0", PORT: "9000", CHAT_PORT: "9007" };
  const targets = localTargets({ ...parseConfig(env), ...parseStorefrontConfig(env) });
  assert.equal(targets.api, "http://127.0.0.1:9000");
  assert.equal(targets.chat, "http://127.0.0.1:9007");
  assert.equal(targets.auth, "http://127.0.0.1:8001");
});

test("the report table aligns step, result and milliseconds", () => {
  const table = formatReleaseTable([
    { step: "health auth", result: "ok", ms: 12, detail: "" },
    { step: "sign in", result: "fail", ms: 1234, detail: "POST /api/auth/login/: 503" },
  ]);
  assert.equal(
    table,
    "STEP         RESULT    MS  DETAIL\nhealth auth  OK        12\nsign in      FAIL    1234  POST /api/auth/login/: 503\n",
  );
});
