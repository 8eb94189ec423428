import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";

/**
 * A move reads its session's gate, the mover's seat, whether a chat follows
 * and the game's known actions from the write memo (session-memo.ts,
 * action-memo.ts). Every module that writes a table those facts come from
 * must keep the memo right, so each is named here with the memo it keeps.
 */
const KEEPERS: Readonly<Record<string, string>> = {
  "src/db/repositories/session-repository.ts": "/session-memo.ts",
  "src/db/repositories/participant-repository.ts": "/session-memo.ts",
  // The erasure clears a user's Telegram id, which can end a chat following their sessions.
  "src/db/repositories/player-data-repository.ts": "/session-memo.ts",
  "src/db/repositories/action-repository.ts": "/action-memo.ts",
};
/** The memos' own modules and the only modules allowed to use them. */
const MEMO_USERS: Readonly<Record<string, readonly string[]>> = {
  "/session-memo.ts": [
    "src/db/repositories/session-repository.ts",
    "src/db/repositories/participant-repository.ts",
    "src/db/repositories/player-data-repository.ts",
    "src/db/repositories/game-repository.ts",
    "src/db/repositories/outbox-repository.ts",
  ],
  // The games table's writer moves the held actions' version on with the game's (decision 0029).
  "/action-memo.ts": ["src/db/repositories/action-repository.ts", "src/db/repositories/game-writer.ts"],
};
/** The application's code; migrations freeze their own SQL and are exempt. */
const ROOTS = ["main.ts", "platform", "src", "http", "api", "bot", "web", "storefront", "scripts"];
const EXEMPT = "src/db/migrations/";
const TABLES = ["sessions", "participants", "game_actions", "idempotency_keys"];

/** A write to `table`: kysely's builders, or raw SQL (any case, the name quoted or not). */
const writesTo = (table: string) => [
  new RegExp(
    String.raw`\b(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*["'\`]${table}(?:\s+as\s+\w+)?["'\`]`,
  ),
  new RegExp(
    String.raw`\b(?:update|insert\s+(?:or\s+\w+\s+)?into|delete\s+from|replace\s+into|merge\s+into)\s+["\`]?${table}\b`,
    "i",
  ),
];
const writesAny = (text: string) => TABLES.some((table) => writesTo(table).some((p) => p.test(text)));
/** An update of users that names telegram_id (what a chat follows a session by), in the statement's first lines. */
/** An update of users that names telegram_id before its statement ends (at the next semicolon). */
const setsTelegramId = (text: string) =>
  /\b(?:updateTable\(\s*["'`]users["'`]|update\s+["`]?users\b)[^;]{0,400}?\btelegram_id\b/i.test(text);

function sourceFiles(path: string): string[] {
  if (statSync(path, { throwIfNoEntry: false }) === undefined) return [];
  if (statSync(path).isFile()) return /\.(?:[cm]?[jt]sx?)$/.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) => (name === "node_modules" ? [] : sourceFiles(join(path, name))));
}

const files = ROOTS.flatMap(sourceFiles).filter((file) => !file.startsWith(EXEMPT));
const text = (file: string) => readFileSync(file, "utf8");

test("the matchers catch writes to the held tables, and leave reads and other tables alone", () => {
  const writes = [
    `db.insertInto("participants").values(row)`,
    `tx.db.updateTable('sessions').set({ status })`,
    "db.deleteFrom(`game_actions`).where(...)",
    `db.updateTable("participants as p").set({ presence_messenger: 1 })`,
    "sql`UPDATE sessions SET status = ? WHERE id = ?`",
    'sql`delete from "idempotency_keys" where game_id = ?`',
    "INSERT OR REPLACE INTO participants (id) VALUES (?)",
  ];
  for (const sample of writes) assert.ok(writesAny(sample), `caught: ${sample}`);
  const others = [
    `db.selectFrom("sessions").selectAll()`,
    `db.insertInto("former_participants").values(row)`,
    `db.updateTable("sessions_archive").set({ a: 1 })`,
    "sql`SELECT * FROM participants`",
    "the sessions update their clocks",
  ];
  for (const sample of others) assert.ok(!writesAny(sample), `left alone: ${sample}`);
  assert.ok(setsTelegramId(`db.updateTable("users").set({ email: null, telegram_id: null })`));
  assert.ok(setsTelegramId("sql`update users set telegram_id = ? where id = ?`"));
  assert.ok(!setsTelegramId(`db.updateTable("users").set({ telegram_username: p.name })`));
  assert.ok(
    !setsTelegramId(`db.updateTable("users").set({ language: p.language }));
const byTelegram = prepare((db) => db.selectFrom("users").select("language").where("telegram_id", "=", p.id));`),
  );
});

test("only the modules that keep the memo write sessions, participants, game_actions or idempotency_keys", () => {
  assert.ok(files.length > 200, "the scan reads the application's code");
  const writers = files.filter((file) => writesAny(text(file)));
  assert.deepEqual(writers.sort(), Object.keys(KEEPERS).sort());
  for (const [file, memo] of Object.entries(KEEPERS)) {
    assert.ok(text(file).includes(memo), `${file} keeps ${memo} right`);
  }
});

test("only a keeper of the session memo changes a user's Telegram id", () => {
  const writers = files.filter((file) => setsTelegramId(text(file)));
  assert.ok(writers.length > 0, "the erasure's statement is seen");
  const strays = writers.filter((file) => !text(file).includes("/session-memo.ts"));
  assert.deepEqual(strays, [], "a change to telegram_id can end a chat following a session");
});

test("only the keepers and the move's reads use the session and action memos", () => {
  for (const [memo, allowed] of Object.entries(MEMO_USERS)) {
    const users = files.filter((file) => !file.endsWith(memo) && text(file).includes(memo));
    assert.deepEqual(users.sort(), [...allowed].sort(), memo);
  }
});
