import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";

/**
 * Opens a SQLite file with the pragmas every process needs: WAL so readers
 * never block the writer, NORMAL sync (durable across crashes of the process,
 * which is what WAL guarantees), a busy timeout for a second process on the
 * same file, and foreign keys on. Given the bytes of a serialized database
 * instead of a path, it opens a copy of them in memory.
 */
export function openSqlite(file: string | Buffer): SQLite.Database {
  if (typeof file === "string" && file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  // 8 MB of page cache (the default is 2 MB): the pages a move writes and the indexes' upper levels stay
  // in memory; the rest are a read from the OS's cache. 32 MB held 25 MB more at peak for no throughput.
  sqlite.pragma("cache_size = -8192");
  return sqlite;
}
