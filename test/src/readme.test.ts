import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { GENERATED_DOCS, withTables } from "../../scripts/readme-tables.ts";

test("the docs' configuration and error tables match the code (npm run docs)", () => {
  for (const file of GENERATED_DOCS) {
    const text = readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");
    assert.match(text, /<!-- generated:/, `${file} holds a generated table`);
    assert.equal(withTables(text), text, `${file} is stale: npm run docs`);
  }
});

test("the README's quick start is the two commands that run and test the service", () => {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  const quick = /## Quick start\n\n```sh\n([\s\S]*?)```/.exec(readme)?.[1]?.trim().split("\n") ?? [];
  assert.equal(quick.length, 2);
  assert.match(quick[0] ?? "", /^npm ci && npm start\b/);
  assert.match(quick[1] ?? "", /^npm ci && npm test\b/);
});

const DOCS = [
  "README.md",
  "storefront/README.md",
  ...readdirSync("docs")
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

/** GitHub's anchor for a heading. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]/g, "")
    .replace(/ /g, "-");

test("the README is a front door (at most 250 lines) and every link of the docs reaches a file and a heading that exist", () => {
  assert.ok(readFileSync("README.md", "utf8").split("\n").length <= 250);
  const broken: string[] = [];
  for (const file of DOCS) {
    const text = readFileSync(file, "utf8");
    for (const [, url] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (!url || /^[a-z]+:/.test(url) || url.startsWith("/")) continue;
      const [path = "", anchor] = url.split("#");
      const target = path ? join(dirname(file), path) : file;
      if (!existsSync(target)) broken.push(`${file}: ${url} (no file)`);
      else if (anchor && target.endsWith(".md")) {
        const headings = [...readFileSync(target, "utf8").matchAll(/^#{1,6} (.*)$/gm)].map((m) =>
          slug(m[1] ?? ""),
        );
        if (!headings.includes(anchor)) broken.push(`${file}: ${url} (no heading)`);
      }
    }
  }
  assert.deepEqual(broken, []);
});
