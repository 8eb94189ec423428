import assert from "node:assert/strict";
import { test } from "node:test";
import { createLogger } from "../../src/logger.ts";

test("the logger redacts credentials wherever they appear", () => {
  const lines: string[] = [];
  const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
  logger.info(
    {
      req: { headers: { authorization: "Bearer secret-jwt", cookie: "sid=1", host: "x" } },
      body: { password: "hunter22", refresh_token: "rt_secret", init_data: "hash=abc" },
      config: { JWT_SECRET: "s".repeat(40), MESSENGER_BOT_TOKEN: "1:abc" },
    },
    "request",
  );
  const out = lines.join("");
  for (const secret of [
    "secret-jwt",
    "sid=1",
    "hunter22",
    "rt_secret",
    "hash=abc",
    "s".repeat(40),
    "1:abc",
  ]) {
    assert.ok(!out.includes(secret), `${secret} leaked: ${out}`);
  }
  assert.match(out, /"host":"x"/);
});
