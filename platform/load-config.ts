import { existsSync } from "node:fs";
import { ConfigError } from "./config-parsers.ts";

/**
 * What every process entry of either product does first: load `.env` if
 * present, then parse `env` with the product's parser; a bad value prints
 * its message and exits 78 (EX_CONFIG).
 */
export function loadConfigOrExit<T>(env: NodeJS.ProcessEnv, parse: (env: NodeJS.ProcessEnv) => T): T {
  if (existsSync(".env")) process.loadEnvFile(".env");
  try {
    return parse(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Invalid configuration: ${error.message}\n`);
    process.exit(78);
  }
}
