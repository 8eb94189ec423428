import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";

/** The one module allowed to change the games table (it keeps the game memo right). */
const WRITER = "src/db/repositories/game-writer.ts";
/** The memo's own module, and the modules allowed to hold or forget a game in it. */
const MEMO = "src/db/repositories/game-memo.ts";
const MEMO_USERS = [WRITER, "src/db/repositories/game-repository.ts"];
/** The application's code; migrations freeze their own SQL and are exempt. */
const ROOTS = ["main.ts", "platform", "src", "http", "api", "bot", "web", "storefront", "scripts"];
const EXEMPT = "src/db/migrations/";

/** A write to `games`: kysely's builders, or raw SQL (any case, the name quoted or not). */
const WRITES = [
  /\b(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*["'`]games(?:\s+as\s+\w+)?["'`]/,
  /\b(?:update|insert\s+(?:or\s+\w+\s+)?into|delete\s+from|replace\s+into|merge\s+into)\s+["`]?games\b/i,
];

const writesGames = (text: string) => WRITES.some((pattern) => pattern.test(text));

function sourceFiles(path: string): string[] {
  if (statSync(path, { throwIfNoEntry: false }) === undefined) return [];
  if (statSync(path).isFile()) return /\.(?:[cm]?[jt]sx?)$/.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) => (name === "node_modules" ? [] : sourceFiles(join(path, name))));
}

const files = ROOTS.flatMap(sourceFiles).filter((file) => !file.startsWith(EXEMPT));

test("the matcher catches every way of writing games, and leaves reads and other tables alone", () => {
  const writes = [
    `db.insertInto("games").values(row)`,
    `tx.db.updateTable('games').set({ seats })`,
    "db.deleteFrom(`games`).where(...)",
    `db.updateTable("games as g").set({ remind_at: null })`,
    "sql`UPDATE games SET seats = ? WHERE id = ?`",
    'sql`update "games" set remind_at = null`',
    "INSERT INTO games (id) VALUES (?)",
    "insert or replace into games (id) values (?)",
    "delete from Games where id = ?",
  ];
  for (const sample of writes) assert.ok(writesGames(sample), `caught: ${sample}`);
  const others = [
    `db.selectFrom("games").selectAll()`,
    `db.updateTable("game_results").set({ rank: 1 })`,
    `db.insertInto("games_archive").values(row)`,
    "sql`SELECT * FROM games`",
    "sql`DELETE FROM game_actions WHERE game_id = ?`",
    "the games update their clocks",
  ];
  for (const sample of others) assert.ok(!writesGames(sample), `left alone: ${sample}`);
});

test(`only ${WRITER} writes the games table`, () => {
  assert.ok(files.includes(WRITER) && files.length > 200, "the scan reads the application's code");
  assert.ok(writesGames(readFileSync(WRITER, "utf8")), "the writer's own statements are seen");
  const others = files.filter((file) => file !== WRITER && writesGames(readFileSync(file, "utf8")));
  assert.deepEqual(others, [], "a write to games belongs in the writer, which keeps the game memo right");
});

test("only the writer and the game reads hold or forget a game in the memo", () => {
  const users = files.filter((file) => file !== MEMO && readFileSync(file, "utf8").includes("/game-memo.ts"));
  assert.deepEqual(users.sort(), [...MEMO_USERS].sort());
});
