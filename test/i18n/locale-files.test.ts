import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import { test } from "node:test";
import { Junk, Message, parse, type Resource, Term, type VariableReference, Visitor } from "@fluent/syntax";
import { projectFile } from "../../platform/project-files.ts";
import { readLocaleFiles } from "../../src/i18n/locale-files.ts";
import { LOCALE_TAGS, SOURCE_LOCALE } from "../../src/i18n/locales.ts";

const ROOT = projectFile("locales");
const files = readLocaleFiles(ROOT);
const source = files.get(SOURCE_LOCALE) as ReadonlyMap<string, string>;
/** The games' words: a language may lack the folder (its games read English) but not a file of it. */
const GAMES = "games/";

/** The variables each message of a file uses, anywhere in its value, attributes and variants. */
function variablesOf(resource: Resource): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const entry of resource.body) {
    if (!(entry instanceof Message)) continue;
    const names = new Set<string>();
    const visitor = new (class extends Visitor {
      override visitVariableReference(node: VariableReference) {
        names.add(node.id.name);
      }
    })();
    visitor.visit(entry);
    found.set(entry.id.name, [...names].sort());
  }
  return found;
}

const parsed = (text: string) => parse(text, { withSpans: true });

test("every folder of locales/ is a language of src/i18n/locales.ts, and the source language has one", () => {
  const folders = readdirSync(ROOT, { withFileTypes: true }).filter((e) => e.isDirectory());
  assert.deepEqual(
    folders.map((f) => f.name).filter((name) => !(LOCALE_TAGS as readonly string[]).includes(name)),
    [],
  );
  assert.ok(source.size > 0);
});

test("every .ftl file parses, and no file defines an id twice", () => {
  for (const [locale, parts] of files)
    for (const [part, text] of parts) {
      const where = `locales/${locale}/${part}.ftl`;
      const resource = parsed(text);
      const junk = resource.body.filter((e): e is Junk => e instanceof Junk);
      assert.deepEqual(
        junk.map((j) => `${j.annotations.map((a) => a.message).join("; ")}: ${j.content.slice(0, 60)}`),
        [],
        where,
      );
      const ids = resource.body
        .filter((e) => e instanceof Message || e instanceof Term)
        .map((e) => e.id.name);
      assert.deepEqual(
        ids.filter((id, i) => ids.indexOf(id) !== i),
        [],
        `${where} defines these twice`,
      );
    }
});

/** The source language's files a language must have: the games' words only once it has a games/ folder. */
function expectedParts(parts: ReadonlyMap<string, string>): string[] {
  const hasGames = [...parts.keys()].some((part) => part.startsWith(GAMES));
  return [...source.keys()].filter((part) => hasGames || !part.startsWith(GAMES)).sort();
}

test("every language has every file and message of the source language, and no other", () => {
  for (const [locale, parts] of files) {
    if (locale === SOURCE_LOCALE) continue;
    const expected = expectedParts(parts);
    assert.deepEqual([...parts.keys()].sort(), expected, `locales/${locale}/ has the same files`);
    for (const part of expected) {
      const text = source.get(part) ?? "";
      const want = [...variablesOf(parsed(text)).keys()];
      const have = [...variablesOf(parsed(parts.get(part) ?? "")).keys()];
      const where = `locales/${locale}/${part}.ftl`;
      assert.deepEqual(
        want.filter((id) => !have.includes(id)),
        [],
        `${where} lacks these messages`,
      );
      assert.deepEqual(
        have.filter((id) => !want.includes(id)),
        [],
        `${where} has messages English lacks`,
      );
    }
  }
});

test("a message takes the same variables in every language", () => {
  for (const [part, text] of source) {
    const want = variablesOf(parsed(text));
    for (const [locale, parts] of files) {
      const have = variablesOf(parsed(parts.get(part) ?? ""));
      for (const [id, variables] of have)
        assert.deepEqual(variables, want.get(id), `locales/${locale}/${part}.ftl: ${id}`);
    }
  }
});
