import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { withTables } from "../../scripts/readme-tables.ts";

test("the README's configuration and error tables match the code (npm run docs)", () => {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  assert.equal(withTables(readme), readme);
});

test("the README's quick start is the two commands that run and test the service", () => {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  const quick = /## Quick start\n\n```sh\n([\s\S]*?)```/.exec(readme)?.[1]?.trim().split("\n") ?? [];
  assert.equal(quick.length, 2);
  assert.match(quick[0] ?? "", /^npm ci && npm start\b/);
  assert.match(quick[1] ?? "", /^npm ci && npm test\b/);
});
