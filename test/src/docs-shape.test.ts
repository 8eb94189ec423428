import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";

/** The docs that describe the shape: read in short paragraphs, never one line per section. */
const SHAPE_DOCS = [
  "docs/architecture.md",
  ...readdirSync("docs/decisions")
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/decisions/${f}`),
];
const MAX_LINE = 400;

test(`no line of the architecture page or a decision record is over ${MAX_LINE} characters`, () => {
  const long = SHAPE_DOCS.flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, i) => (line.length > MAX_LINE ? [`${file}:${i + 1} has ${line.length}`] : [])),
  );
  assert.ok(SHAPE_DOCS.length > 4);
  assert.deepEqual(long, []);
});

test("every decision record states its context, decision and consequences, and the index lists it", () => {
  const index = readFileSync("docs/decisions/README.md", "utf8");
  const records = readdirSync("docs/decisions").filter((f) => /^\d{4}-.+\.md$/.test(f));
  assert.ok(records.length >= 12);
  for (const [i, file] of records.sort().entries()) {
    const text = readFileSync(`docs/decisions/${file}`, "utf8");
    const number = file.slice(0, 4);
    assert.equal(number, String(i + 1).padStart(4, "0"), `${file}: records are numbered without gaps`);
    assert.match(text, new RegExp(`^# ${number} `), `${file} opens with its number`);
    for (const part of ["Context", "Decision", "Consequences"]) {
      assert.match(text, new RegExp(`\\*\\*${part}\\.\\*\\*`), `${file} has **${part}.**`);
    }
    assert.ok(index.includes(`](${file})`), `docs/decisions/README.md lists ${file}`);
  }
});
