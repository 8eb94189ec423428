import { join } from "node:path";
import { type BackupPlan, planBackup } from "../../platform/backup/backup-plan.ts";
import type { MigrationLog } from "../../platform/backup/migration-logs.ts";
import { parseConfig } from "../../src/config.ts";
import { gameBackup } from "../../src/db/game-backup.ts";
import { parseStorefrontConfig } from "../../storefront/config.ts";
import { storefrontBackup } from "../../storefront/storefront-backup.ts";

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Every database this installation uses, read from the same variables the
 * services read: the game's and the storefront's SQLite files, or the one
 * PostgreSQL database that holds both; and the generated JWT secret, when
 * there is one in DATA_DIR (without it, every token and guest would be lost).
 */
export function installationPlan(env: Env): BackupPlan {
  const game = parseConfig(env);
  const storefront = parseStorefrontConfig(env);
  const secrets = game.JWT_SECRET ? [] : [{ name: "jwt-secret", file: join(game.DATA_DIR, "jwt-secret") }];
  return planBackup([gameBackup(game), storefrontBackup(storefront)], game.DATABASE_URL, secrets);
}

/** Every migration log of this release, by label (the labels are the same on both engines). */
export function installationLogs(): MigrationLog[] {
  const location = { DATA_DIR: "." };
  return [gameBackup(location), storefrontBackup(location)].flatMap((p) => p.sqlite.flatMap((db) => db.logs));
}
