import assert from "node:assert/strict";
import { test } from "node:test";
import { projectFile } from "../../platform/project-files.ts";
import { ERRORS, type ErrorCode } from "../../src/errors.ts";
import { createCatalog } from "../../src/i18n/catalog.ts";
import { readLocaleFiles } from "../../src/i18n/locale-files.ts";

test("locales/en/errors.ftl says exactly what the error table's replies say, for every code", () => {
  const en = createCatalog(readLocaleFiles(projectFile("locales")), ["errors"]).words("en");
  for (const code of Object.keys(ERRORS) as ErrorCode[]) {
    assert.ok(en.has(code), `${code} is in errors.ftl`);
    assert.equal(en.t(code), ERRORS[code].reply, code);
  }
});
