import assert from "node:assert/strict";
import { test } from "node:test";
import { createCatalog } from "../../src/i18n/catalog.ts";
import type { LocaleFiles } from "../../src/i18n/locale-files.ts";
import { negotiateLocale } from "../../src/i18n/locales.ts";

const files: LocaleFiles = new Map([
  [
    "en",
    new Map([
      [
        "bot",
        "players = { $min ->\n    [one] one player\n   *[other] { $min } players\n}\nrating = Rating { $r }\nonly_en = English only\n",
      ],
      ["web", "title = Games\n"],
    ]),
  ],
  [
    "ru",
    new Map([
      [
        "bot",
        "players = { $min ->\n    [one] { $min } игрок\n    [few] { $min } игрока\n   *[many] { $min } игроков\n}\nrating = Рейтинг { $r }\n",
      ],
    ]),
  ],
  ["fa", new Map([["bot", "rating = امتیاز { $r }\n"]])],
]);

test("a catalog formats plurals by the language's rules, and numbers by Intl without grouping", () => {
  const catalog = createCatalog(files, ["bot"]);
  const ru = catalog.words("ru");
  assert.deepEqual(
    [1, 2, 5, 21].map((min) => ru.t("players", { min })),
    ["1 игрок", "2 игрока", "5 игроков", "21 игрок"],
  );
  assert.equal(catalog.words("en").t("players", { min: 1 }), "one player");
  assert.equal(catalog.words("en").t("rating", { r: 1012.5 }), "Rating 1012.5");
  assert.equal(ru.t("rating", { r: 1012.5 }), "Рейтинг 1012,5");
});

test("a message a language lacks reads English; an unknown id reads as itself; only the parts asked for load", () => {
  const catalog = createCatalog(files, ["bot"]);
  assert.equal(catalog.words("ru").t("only_en"), "English only");
  assert.equal(catalog.words("ru").t("nowhere"), "nowhere");
  assert.equal(catalog.words("ru").has("title"), false);
  assert.deepEqual(catalog.available, ["en", "ru", "fa"]);
});

test("a tag reads the best language with a folder: ru-RU reads ru, uk (no folder) and zh read English", () => {
  const catalog = createCatalog(files, ["bot"]);
  assert.equal(catalog.words("ru-RU").locale, "ru");
  assert.equal(catalog.words("uk").locale, "en");
  assert.equal(catalog.words("zh").locale, "en");
  assert.equal(catalog.words(undefined).locale, "en");
  assert.equal(negotiateLocale(["pt"], ["en", "pt-BR"]), "pt-BR");
  assert.equal(negotiateLocale(["es-419"], ["en", "es"]), "es");
});

test("right-to-left languages isolate their placeables, in their own digits; others add no invisible marks", () => {
  const catalog = createCatalog(files, ["bot"]);
  assert.equal(catalog.words("fa").t("rating", { r: 1012 }), "امتیاز \u2068۱۰۱۲\u2069");
  assert.equal(catalog.words("ru").t("rating", { r: 7 }), "Рейтинг 7");
});

test("a transform rewrites every text and leaves the variables alone (the pseudo-locale)", () => {
  const catalog = createCatalog(files, ["bot"], (text) => text.toUpperCase());
  assert.equal(catalog.words("en").t("rating", { r: 3 }), "RATING 3");
});
