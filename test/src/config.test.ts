import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { ConfigError } from "../../platform/config-parsers.ts";
import { SHARED_VARIABLES } from "../../platform/shared-config.ts";
import { GAME_VARIABLES, parseConfig } from "../../src/config.ts";
import { parseStorefrontConfig, STOREFRONT_VARIABLES } from "../../storefront/config.ts";

describe("parseConfig", () => {
  test("starts on safe local defaults with no environment at all", () => {
    const config = parseConfig({});
    assert.equal(config.HOST, "127.0.0.1");
    assert.equal(config.PORT, 8080);
    assert.equal(config.JWT_SECRET, undefined);
    assert.equal(config.MESSENGER_BOT_TOKEN, undefined);
    assert.equal(config.TRUST_PROXY, false);
  });

  for (const [name, value] of [
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["LOG_LEVEL", "loud"],
    ["JWT_SECRET", "short"],
    ["MESSENGER_BOT_TOKEN", "nope"],
    ["TRUST_PROXY", "maybe"],
    ["PUBLIC_BASE_URL", "ftp://x"],
  ] as const) {
    test(`a bad ${name} stops startup with a message naming it`, () => {
      assert.throws(
        () => parseConfig({ [name]: value }),
        (error: unknown) =>
          error instanceof ConfigError && error.variable === name && error.message.startsWith(name),
      );
    });
  }

  test(".env.example documents exactly the variables both products read", () => {
    const example = readFileSync(new URL("../../.env.example", import.meta.url), "utf8");
    const names = [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]).sort();
    const tables = { ...SHARED_VARIABLES, ...GAME_VARIABLES, ...STOREFRONT_VARIABLES };
    assert.deepEqual(names, Object.keys(tables).sort());
  });

  test("each product reads the shared variables and its own, never the other's", () => {
    const game = Object.keys(parseConfig({}));
    const storefront = Object.keys(parseStorefrontConfig({}));
    assert.deepEqual(game.sort(), Object.keys({ ...SHARED_VARIABLES, ...GAME_VARIABLES }).sort());
    assert.deepEqual(storefront.sort(), Object.keys({ ...SHARED_VARIABLES, ...STOREFRONT_VARIABLES }).sort());
    const overlap = Object.keys(GAME_VARIABLES).filter((name) => name in STOREFRONT_VARIABLES);
    assert.deepEqual(overlap, []);
  });
});
