import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LOCALE_TAGS, type Locale, SOURCE_LOCALE } from "./locales.ts";

/** The .ftl texts of each language that has a folder, by file path under it without ".ftl" ("bot", "games/pig"). */
export type LocaleFiles = ReadonlyMap<Locale, ReadonlyMap<string, string>>;

/** Every .ftl file of a folder and its subfolders, by path without the extension. */
function readFolder(dir: string, prefix = ""): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      for (const [k, v] of readFolder(path, `${prefix}${entry.name}/`)) files.set(k, v);
    else if (entry.name.endsWith(".ftl"))
      files.set(`${prefix}${entry.name.slice(0, -4)}`, readFileSync(path, "utf8"));
  }
  return files;
}

/** Where the games' words live under a language's folder (decision 0023). */
const GAMES_FOLDER = "games/";

/** The source language's files under games/: every game's, and the kits' they share. */
export function gamePartsOf(files: LocaleFiles): string[] {
  return [...(files.get(SOURCE_LOCALE)?.keys() ?? [])].filter((part) => part.startsWith(GAMES_FOLDER));
}

/**
 * Reads locales/<tag>/ for each language of src/i18n/locales.ts that has a
 * folder, once, at start-up; the source language must have one.
 */
export function readLocaleFiles(root: string): LocaleFiles {
  const found = new Map<Locale, ReadonlyMap<string, string>>();
  for (const tag of LOCALE_TAGS) {
    const dir = join(root, tag);
    if (existsSync(dir)) found.set(tag, readFolder(dir));
  }
  if (!found.has(SOURCE_LOCALE)) throw new Error(`${root} has no ${SOURCE_LOCALE}/ folder`);
  return found;
}
