import { existsSync } from "node:fs";
import { ConfigError } from "../platform/config-parsers.ts";
import { createOrPromoteStaff } from "../storefront/auth/staff-accounts.ts";
import { parseStorefrontConfig } from "../storefront/config.ts";
import { isDomainError } from "../storefront/errors.ts";
import { openStorefrontDatabase } from "../storefront/shared/storefront-database.ts";
import { migrateStorefront } from "../storefront/storefront-platform.ts";

/**
 * `npm run create-staff -- <email>`: makes <email> a storefront staff account
 * (the auth service's accounts, not the game's players). An
 * existing account is promoted (its password is kept); otherwise one is
 * created with the password read from standard input: typed without echo on a
 * terminal, or the first line of a pipe (`printf '%s\n' "$PW" | npm run ...`).
 */
function readHiddenLine(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let text = "";
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\u0003") {
          stdin.setRawMode(false);
          reject(new Error("cancelled"));
          return;
        }
        if (char === "\r" || char === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stderr.write("\n");
          resolve(text);
          return;
        }
        text = char === "\u007f" ? text.slice(0, -1) : text + char;
      }
    };
    stdin.on("data", onData);
  });
}

async function readPipedLine(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/)[0] ?? "";
}

if (existsSync(".env")) process.loadEnvFile(".env");
const email = process.argv[2];
if (!email || process.argv.length > 3) {
  process.stderr.write(
    "Usage: npm run create-staff -- <email>   (the password is read from standard input)\n",
  );
  process.exit(64);
}
try {
  const config = parseStorefrontConfig(process.env);
  const database = await openStorefrontDatabase(config);
  await migrateStorefront(database);
  try {
    const result = await createOrPromoteStaff(database, email, () =>
      process.stdin.isTTY ? readHiddenLine(`Password for ${email}: `) : readPipedLine(),
    );
    const said = {
      created: `Created staff account ${result.email}.`,
      promoted: `Promoted ${result.email} to staff (password unchanged).`,
      already_staff: `${result.email} is already a staff account.`,
    };
    process.stdout.write(`${said[result.outcome]}\n`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError) process.stderr.write(`Invalid configuration: ${error.message}\n`);
  else if (isDomainError(error)) process.stderr.write(`${error.detail}\n`);
  else process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
}
