import assert from "node:assert/strict";
import { test } from "node:test";
import { readGameCatalog } from "../../i18n/game-catalog.ts";
import { LUDO_WORDS } from "./ludo-words.ts";

const catalog = readGameCatalog();
const sentBack = (lang: string, count: number) => LUDO_WORDS.of(catalog.words(lang)).sentBack(count);

test("a capture is said with the plural form each language gives its count", () => {
  assert.equal(sentBack("en", 1), "a rival token sent back to its yard");
  assert.equal(sentBack("en", 2), "2 rival tokens sent back to their yards");
  assert.equal(sentBack("ru", 1), "сбита фишка соперника");
  assert.equal(sentBack("ru", 3), "сбиты 3 фишки соперника");
  assert.equal(sentBack("ru", 5), "сбито 5 фишек соперника");
  assert.equal(sentBack("uk", 2), "збито 2 фішки суперника");
  assert.equal(sentBack("ar", 2), "أُسرت قطعتان للخصم");
  assert.match(sentBack("ar", 3), /^أُسرت .+ قطع للخصم$/);
  assert.equal(sentBack("pt-BR", 1), "come um peão adversário");
});
