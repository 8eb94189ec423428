import assert from "node:assert/strict";
import { test } from "node:test";
import { Message, parse, type VariableReference, Visitor } from "@fluent/syntax";
import { projectFile } from "../../platform/project-files.ts";
import { titleWords } from "../../src/games/game-title.ts";
import type { GameWords } from "../../src/games/game-words.ts";
import { COMPUTER_WORDS } from "../../src/games/kit/computer-words.ts";
import { FRAME_WORDS } from "../../src/games/kit/frame-words.ts";
import { PIG_WORDS } from "../../src/games/pig/pig-words.ts";
import { KNOWN_GAMES } from "../../src/games/registry.ts";
import { readGameCatalog } from "../../src/i18n/game-catalog.ts";
import { gamePartsOf, readLocaleFiles } from "../../src/i18n/locale-files.ts";
import { SOURCE_LOCALE } from "../../src/i18n/locales.ts";

const files = readLocaleFiles(projectFile("locales"));
const english = files.get(SOURCE_LOCALE) as ReadonlyMap<string, string>;

/** Each message of one English file, with the variables it uses anywhere (value, variants). */
function messagesOf(part: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const entry of parse(english.get(part) ?? "", {}).body) {
    if (!(entry instanceof Message)) continue;
    const names = new Set<string>();
    new (class extends Visitor {
      override visitVariableReference(node: VariableReference) {
        names.add(node.id.name);
      }
    })().visit(entry);
    found.set(entry.id.name, [...names].sort());
  }
  return found;
}

/** Every game's words, the frame's every image shares, and the computers' names, by name. */
const ALL_WORDS: ReadonlyArray<readonly [string, GameWords<unknown>]> = [
  ...KNOWN_GAMES.map((game) => [game.rules.id, game.words] as const),
  ...KNOWN_GAMES.map((game) => [`${game.rules.id} title`, titleWords(game.rules.id)] as const),
  ["frame", FRAME_WORDS],
  ["computers", COMPUTER_WORDS],
];

test("every message a game's words read is in its English files, with the variables the code passes", () => {
  for (const [name, words] of ALL_WORDS) {
    const inFiles = new Map(words.parts.flatMap((part) => [...messagesOf(part)]));
    for (const part of words.parts) assert.ok(english.has(part), `${name}: locales/en/${part}.ftl exists`);
    for (const [id, variables] of Object.entries(words.messages)) {
      assert.ok(inFiles.has(id), `${name}: ${id} is in ${words.parts.join(" or ")}`);
      assert.deepEqual(inFiles.get(id), [...variables].sort(), `${name}: ${id} takes these variables`);
    }
  }
});

test("every message of the games' English files is read by some game's words", () => {
  const read = new Set(ALL_WORDS.flatMap(([, words]) => Object.keys(words.messages)));
  const unread = gamePartsOf(files).flatMap((part) =>
    [...messagesOf(part).keys()].filter((id) => !read.has(id)).map((id) => `${part}: ${id}`),
  );
  assert.deepEqual(unread, []);
});

test("each game's words read English and German as the game says them, every language names each game as its players do, and Persian falls back to English", () => {
  const catalog = readGameCatalog();
  assert.equal(PIG_WORDS.of(catalog.words("en")).bankButton(12), "✋ Bank 12");
  assert.equal(PIG_WORDS.of(catalog.words("de")).bankButton(12), "✋ 12 sichern");
  assert.equal(FRAME_WORDS.of(catalog.words("de")).wins("Ann"), "Ann gewinnt!");
  assert.equal(titleWords("backgammon").of(catalog.words("ru")).name, "Короткие нарды");
  assert.equal(titleWords("yacht").of(catalog.words("de")).name, "Kniffel");
  const fa = catalog.words("fa");
  assert.ok(FRAME_WORDS.of(fa).draw.length > 0);
  assert.doesNotMatch(
    FRAME_WORDS.of(fa).draw,
    /^kit-/,
    "a message a language lacks reads English, never its id",
  );
});
