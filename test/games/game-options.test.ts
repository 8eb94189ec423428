import assert from "node:assert/strict";
import { test } from "node:test";
import { Type } from "typebox";
import { DomainError } from "../../src/errors.ts";
import { findPlugin, type KnownPlugin } from "../../src/games/registry.ts";
import { checkGameOptions } from "../../src/play/start-game.ts";

const pig = findPlugin("pig") as KnownPlugin;
const withOptions: KnownPlugin = {
  ...pig,
  options: Type.Object(
    { match_to: Type.Optional(Type.Integer({ minimum: 1 })) },
    { additionalProperties: false },
  ),
};

test("a game's options pass only as its schema allows, and a game without a schema takes none", () => {
  assert.deepEqual(checkGameOptions(pig, {}), {});
  assert.deepEqual(checkGameOptions(pig), {});
  assert.throws(() => checkGameOptions(pig, { match_to: 3 }), DomainError);
  assert.deepEqual(checkGameOptions(withOptions, { match_to: 3 }), { match_to: 3 });
  assert.deepEqual(checkGameOptions(withOptions, {}), {});
  assert.throws(() => checkGameOptions(withOptions, { match_to: 0 }), DomainError);
  assert.throws(() => checkGameOptions(withOptions, { points: 3 }), DomainError);
});
