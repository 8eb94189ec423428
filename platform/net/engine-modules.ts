import { createRequire } from "node:module";
import type * as IoRedis from "ioredis";
import type * as Pg from "pg";

const load = createRequire(import.meta.url);

/** pg, loaded when the first pool is made: a process on SQLite never loads it. */
export const loadPg = (): typeof Pg => load("pg") as typeof Pg;

/**
 * A Redis connection; ioredis loads at the first one, so a process without
 * REDIS_URL never loads it. Commands auto-pipeline: those issued while one
 * batch is out go together in the next write, so the moves in flight share
 * a write instead of paying a system call each (issue 51's profile).
 */
export function connectRedis(url: string, options: IoRedis.RedisOptions): IoRedis.Redis {
  const { Redis } = load("ioredis") as typeof IoRedis;
  return new Redis(url, { enableAutoPipelining: true, ...options });
}
