import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { LOCALE_TAGS } from "../../src/i18n/locales.ts";
import { call, createTestApp, guest, json } from "../support/test-app.ts";

/** The languages that have a folder, as the page lists them. */
const withFolders = LOCALE_TAGS.filter((tag) => existsSync(`locales/${tag}`)).join(" ");

describe("a user's language", () => {
  test("GET /users/me shows null until PATCH /users/me stores a choice, which it then shows", async (t) => {
    const { app } = await createTestApp(t);
    const ann = await guest(app, "Ann");
    assert.equal(json(await call(app, ann, "GET", "/users/me")).language, null);

    const chosen = await call(app, ann, "PATCH", "/users/me", { language: "fa" });
    assert.equal(chosen.statusCode, 200, chosen.body);
    assert.equal(json(chosen).language, "fa");
    assert.equal(json(await call(app, ann, "GET", "/users/me")).language, "fa");
    await call(app, ann, "PATCH", "/users/me", { language: "pt-BR" });
    assert.equal(json(await call(app, ann, "GET", "/users/me")).language, "pt-BR");
  });

  test("a language outside the offered ten is 400 unsupported_language, and the choice stays", async (t) => {
    const { app } = await createTestApp(t);
    const ann = await guest(app, "Ann");
    await call(app, ann, "PATCH", "/users/me", { language: "de" });
    for (const language of ["fr", "pt", "EN", "de-AT", ""]) {
      const refused = await call(app, ann, "PATCH", "/users/me", { language });
      assert.equal(refused.statusCode, 400, language);
      assert.equal(refused.headers["content-type"], "application/problem+json; charset=utf-8");
      assert.equal(json(refused).code, "unsupported_language", language);
    }
    assert.equal(json(await call(app, ann, "PATCH", "/users/me", { colour: "red" })).code, "invalid_request");
    assert.equal(json(await call(app, ann, "GET", "/users/me")).language, "de");
  });
});

test("/play opens in the language Accept-Language asks for, and says so in <html lang dir>", async (t) => {
  const { app } = await createTestApp(t);
  const page = async (acceptLanguage?: string) =>
    app.inject({
      method: "GET",
      url: "/play",
      headers: acceptLanguage ? { "accept-language": acceptLanguage } : {},
    });
  assert.match(
    (await page("de-AT,de;q=0.9,en;q=0.5")).body,
    new RegExp(`<html lang="de" dir="ltr" data-locales="${withFolders}">`),
  );
  assert.match(
    (await page("zh-CN")).body,
    new RegExp(`<html lang="en" dir="ltr" data-locales="${withFolders}">`),
  );
  const plain = await page();
  assert.match(plain.body, new RegExp(`<html lang="en" dir="ltr" data-locales="${withFolders}">`));
  assert.match((await page("es-419")).body, /<html lang="es" dir="ltr"/);
  assert.match((await page("fa-IR,fa;q=0.9")).body, /<html lang="fa" dir="rtl"/);
  assert.match(String(plain.headers.vary), /Accept-Language/i);
});

test("/play/assets/locales/{lang}/{part}.ftl serves the folder's files as they are, and nothing else", async (t) => {
  const { app } = await createTestApp(t);
  const get = (path: string) => app.inject({ method: "GET", url: `/play/assets/locales/${path}` });
  const de = await get("de/verify.ftl");
  assert.equal(de.statusCode, 200);
  assert.match(de.headers["content-type"] as string, /^text\/plain/);
  assert.equal(de.body, readFileSync("locales/de/verify.ftl", "utf8"));
  for (const path of ["fr/verify.ftl", "de/verify", "de/..%2F..%2Fpackage.json", "de/nothing.ftl"])
    assert.equal((await get(path)).statusCode, 404, path);
});
