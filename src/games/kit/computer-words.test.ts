import assert from "node:assert/strict";
import { test } from "node:test";
import { readGameCatalog } from "../../i18n/game-catalog.ts";
import { LOCALE_TAGS } from "../../i18n/locales.ts";
import { STRENGTHS } from "../strategy.ts";
import { COMPUTER_WORDS, localComputerName, readComputerName, storedComputerName } from "./computer-words.ts";

const catalog = readGameCatalog();
/** Without the marks that isolate a variable in right-to-left text. */
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, "");

test("a computer's stored name keeps its English form and gives back its strength and number", () => {
  assert.equal(storedComputerName("hard", 1), "Computer (hard)");
  assert.equal(storedComputerName("easy", 2), "Computer 2 (easy)");
  for (const strength of STRENGTHS)
    for (const n of [1, 2, 12])
      assert.deepEqual(readComputerName(storedComputerName(strength, n)), { strength, n });
  for (const other of ["Ann", "Computer", "Computer (godlike)", "Computer 0 (easy)", "My Computer (easy)"])
    assert.equal(readComputerName(other), undefined, other);
});

test("a reader sees a computer's name in their language and any other name as it is", () => {
  const say = (tag: string, name: string) =>
    plain(localComputerName(name, COMPUTER_WORDS.of(catalog.words(tag))));
  assert.equal(say("en", "Computer 2 (easy)"), "Computer 2 (easy)");
  assert.equal(say("de", "Computer (hard)"), "Computer (stark)");
  assert.equal(say("ru", "Computer 2 (medium)"), "Компьютер 2 (средний)");
  assert.equal(say("tr", "Computer (easy)"), "Bilgisayar (kolay)");
  assert.equal(say("fa", "Computer 2 (hard)"), "کامپیوتر ۲ (سخت)");
  assert.equal(say("de", "Ann"), "Ann");
  for (const tag of LOCALE_TAGS.filter((t) => t !== "en" && t !== "de"))
    assert.doesNotMatch(
      say(tag, "Computer (easy)"),
      /Computer|easy/,
      `${tag} names a computer in its own words`,
    );
});
