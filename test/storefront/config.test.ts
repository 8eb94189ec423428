import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { ConfigError } from "../../platform/config-parsers.ts";
import { parseStorefrontConfig } from "../../storefront/config.ts";

describe("parseStorefrontConfig", () => {
  test("starts on the storefront's local defaults with no environment at all", () => {
    const config = parseStorefrontConfig({});
    assert.equal(config.STOREFRONT_HOST, "127.0.0.1");
    assert.equal(config.AUTH_PORT, 8001);
    assert.equal(config.ANALYTICS_ENABLED, true);
    assert.equal(config.TRUST_PROXY, false);
    assert.equal(config.STOREFRONT_STAFF_CHAT_ID, undefined);
  });

  for (const [name, value] of [
    ["ANALYTICS_PORT", "eighty"],
    ["ANALYTICS_ALLOWED_ORIGINS", "not an origin"],
    ["STOREFRONT_DIGEST_HOUR_UTC", "24"],
    ["LOG_LEVEL", "loud"],
    ["HTTP_HEADERS_TIMEOUT_MS", "20000"],
  ] as const) {
    test(`a bad ${name} stops startup with a message naming it`, () => {
      assert.throws(
        () => parseStorefrontConfig({ [name]: value }),
        (error: unknown) =>
          error instanceof ConfigError && error.variable === name && error.message.startsWith(name),
      );
    });
  }

  test("the game's variables are not read: a bad PORT does not stop the storefront", () => {
    assert.equal(parseStorefrontConfig({ PORT: "eighty" }).AUTH_PORT, 8001);
  });
});
