import { readFileSync, writeFileSync } from "node:fs";
import { CONFIG_VARIABLES } from "../src/config.ts";
import { ERRORS } from "../src/errors.ts";

/** The documents holding generated tables. */
export const GENERATED_DOCS = ["docs/configuration.md", "docs/api.md"] as const;

/**
 * The docs' configuration and error tables are generated from the config
 * table and the error table, so they cannot drift. `npm run docs` rewrites
 * them; a test fails when they are stale.
 */
export function renderTables(): Record<"config" | "errors", string> {
  const config = [
    "| Variable | Default | Meaning |",
    "|---|---|---|",
    ...Object.entries(CONFIG_VARIABLES).map(
      ([name, v]) =>
        `| \`${name}\` | ${v.default === undefined ? "(unset)" : `\`${v.default}\``} | ${v.description} |`,
    ),
  ].join("\n");
  const errors = [
    "| `code` | HTTP | Title | What the bot says |",
    "|---|---|---|---|",
    ...Object.entries(ERRORS).map(([code, e]) => `| \`${code}\` | ${e.status} | ${e.title} | ${e.reply} |`),
  ].join("\n");
  return { config, errors };
}

/** A document's text with every generated block replaced by its current contents. */
export function withTables(readme: string): string {
  const tables = renderTables();
  return readme.replace(
    /(<!-- generated:(config|errors) -->)[\s\S]*?(<!-- \/generated:\2 -->)/g,
    (_all, open: string, name: "config" | "errors", close: string) => `${open}\n${tables[name]}\n${close}`,
  );
}

if (process.argv[1]?.endsWith("readme-tables.ts"))
  for (const file of GENERATED_DOCS) writeFileSync(file, withTables(readFileSync(file, "utf8")));
