import { randomBytes } from "node:crypto";
import { createPostgresPool } from "../../platform/db/postgres-pool.ts";

export interface ScratchDatabase {
  /** `serverUrl` with the scratch database's name as its path. */
  readonly url: string;
  /** Drops the database, closing whatever is still connected to it. */
  drop(): Promise<void>;
}

/**
 * A new, empty PostgreSQL database on the server `serverUrl` points at, for
 * a test or bench run that starts processes of its own: each run gets clean
 * tables and migrations, and parallel runs never share rows.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = createPostgresPool({ connectionString: serverUrl, max: 1 });
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = createPostgresPool({ connectionString: serverUrl, max: 1 });
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
