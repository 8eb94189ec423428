import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { createPostgresPool } from "../db/postgres-pool.ts";
import { BackupError, type BackupErrorCode } from "./backup-errors.ts";
import type { MigrationLog } from "./migration-logs.ts";

const run = promisify(execFile);

/** The URL without its password, which goes to the tools in PGPASSWORD, never on a command line. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

async function tool(code: BackupErrorCode, command: string, args: string[], env: NodeJS.ProcessEnv) {
  try {
    await run(command, args, { env, maxBuffer: 16 << 20 });
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    throw new BackupError(code, (stderr || message).trim().split("\n").slice(-3).join(" "));
  }
}

/** The whole database (every schema: the game's, the storefront's, analytics) in pg_dump's custom format. */
export async function dumpPostgres(url: string, target: string): Promise<void> {
  const { dbname, env } = connection(url);
  await tool("dump_failed", "pg_dump", ["--format=custom", `--file=${target}`, `--dbname=${dbname}`], env);
}

/** pg_restore of a custom-format dump into `url`'s database, in one transaction, stopping at the first error. */
export async function restorePostgres(file: string, url: string): Promise<void> {
  const { dbname, env } = connection(url);
  const args = [
    "--no-owner",
    "--no-privileges",
    "--exit-on-error",
    "--single-transaction",
    `--dbname=${dbname}`,
  ];
  await tool("restore_failed", "pg_restore", [...args, file], env);
}

async function withPool<T>(url: string, work: (query: (text: string) => Promise<unknown[]>) => Promise<T>) {
  const pool = createPostgresPool({ connectionString: url, max: 1 });
  try {
    return await work(async (text) => (await pool.query(text)).rows);
  } finally {
    await pool.end();
  }
}

/** Each log's last applied migration (null when its table is missing or empty). */
export function postgresMigrations(url: string, logs: readonly MigrationLog[]) {
  return withPool(url, async (query) => {
    const entries: [string, string | null][] = [];
    for (const log of logs) {
      const table = `"${log.schema ?? "public"}"."${log.table}"`;
      const rows = await query(`select name from ${table} order by name desc limit 1`).catch((error) => {
        if ((error as { code?: string }).code === "42P01") return [];
        throw new BackupError("source_unavailable", (error as Error).message);
      });
      entries.push([log.label, (rows[0] as { name: string } | undefined)?.name ?? null]);
    }
    return Object.fromEntries(entries);
  });
}

/** `target_not_empty` unless the database holds no table outside PostgreSQL's own schemas. */
export function assertEmptyPostgres(url: string): Promise<void> {
  return withPool(url, async (query) => {
    const rows = (await query(
      "select table_schema || '.' || table_name as name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') limit 3",
    )) as { name: string }[];
    if (rows.length)
      throw new BackupError("target_not_empty", `it holds ${rows.map((r) => r.name).join(", ")}`);
  });
}
