import { readFileSync, writeFileSync } from "node:fs";
import type { VariableTable } from "../platform/config-parsers.ts";
import type { ErrorTable } from "../platform/errors.ts";
import { SHARED_VARIABLES } from "../platform/shared-config.ts";
import { GAME_VARIABLES } from "../src/config.ts";
import { ERRORS } from "../src/errors.ts";
import { PERSONAL_DATA } from "../src/privacy/personal-data.ts";
import { STOREFRONT_VARIABLES } from "../storefront/config.ts";
import { STOREFRONT_ERRORS } from "../storefront/errors.ts";

/** The documents holding generated tables. */
export const GENERATED_DOCS = [
  "docs/configuration.md",
  "docs/api.md",
  "docs/privacy.md",
  "storefront/README.md",
] as const;

type TableName =
  | "config-shared"
  | "config-game"
  | "config-storefront"
  | "errors"
  | "storefront-errors"
  | "personal-data";

/** The columns that hold personal data, and what erasure does to each. */
function personalDataTable(): string {
  const rows = Object.entries(PERSONAL_DATA).flatMap(([table, columns]) =>
    Object.entries(columns).flatMap(([column, erasure]) =>
      erasure ? [`| \`${table}.${column}\` | ${erasure} |`] : [],
    ),
  );
  return ["| Column | On erasure |", "|---|---|", ...rows].join("\n");
}

/** A table of variables as Markdown. */
function variableTable(table: VariableTable): string {
  return [
    "| Variable | Default | Meaning |",
    "|---|---|---|",
    ...Object.entries(table).map(
      ([name, v]) =>
        `| \`${name}\` | ${v.default === undefined ? "(unset)" : `\`${v.default}\``} | ${v.description} |`,
    ),
  ].join("\n");
}

/** An error table as Markdown; the bot's reply only where a bot answers with it (the game). */
function errorTable(table: ErrorTable, withReply: boolean): string {
  return [
    withReply ? "| `code` | HTTP | Title | What the bot says |" : "| `code` | HTTP | Title |",
    withReply ? "|---|---|---|---|" : "|---|---|---|",
    ...Object.entries(table).map(
      ([code, e]) => `| \`${code}\` | ${e.status} | ${e.title} |${withReply ? ` ${e.reply} |` : ""}`,
    ),
  ].join("\n");
}

/**
 * The docs' configuration and error tables are generated from the shared and
 * each product's tables, so they cannot drift. `npm run docs` rewrites them;
 * a test fails when they are stale.
 */
export function renderTables(): Record<TableName, string> {
  return {
    "config-shared": variableTable(SHARED_VARIABLES),
    "config-game": variableTable(GAME_VARIABLES),
    "config-storefront": variableTable(STOREFRONT_VARIABLES),
    errors: errorTable(ERRORS, true),
    "storefront-errors": errorTable(STOREFRONT_ERRORS, false),
    "personal-data": personalDataTable(),
  };
}

/** A document's text with every generated block replaced by its current contents. */
export function withTables(readme: string): string {
  const tables = renderTables();
  return readme.replace(
    /(<!-- generated:([a-z-]+) -->)[\s\S]*?(<!-- \/generated:\2 -->)/g,
    (_all, open: string, name: TableName, close: string) => `${open}\n${tables[name]}\n${close}`,
  );
}

if (process.argv[1]?.endsWith("readme-tables.ts"))
  for (const file of GENERATED_DOCS) writeFileSync(file, withTables(readFileSync(file, "utf8")));
