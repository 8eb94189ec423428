import { existsSync } from "node:fs";
import { userInfo } from "node:os";
import { ConfigError } from "../platform/config-parsers.ts";
import { loadOrCreateJwtSecret } from "../platform/jwt-secret.ts";
import { analyticsLocation, openAnalyticsModule } from "../storefront/analytics/analytics-module.ts";
import { userExportCsv, visitorExportCsv } from "../storefront/analytics/privacy/privacy-csv.ts";
import { hashSubject, privacyLogKey } from "../storefront/analytics/privacy/subject-hash.ts";
import { parseStorefrontConfig } from "../storefront/config.ts";

/**
 * `npm run privacy -- export|erase visitor|user <id> [--csv] [--by NAME]`:
 * the admin service's privacy routes from a shell. An export prints JSON (or
 * CSV) to stdout; an erasure prints its counts and is logged like one made
 * in the dashboard, by NAME (default `shell:<login>`).
 */
const USAGE = "npm run privacy -- export|erase visitor|user <id> [--csv] [--by NAME]";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function parseArgs(argv: readonly string[]) {
  const [action, subject, rawId, ...rest] = argv;
  if ((action !== "export" && action !== "erase") || (subject !== "visitor" && subject !== "user") || !rawId)
    throw new Error(`Usage: ${USAGE}`);
  const id = subject === "visitor" ? rawId.toLowerCase() : rawId;
  if (subject === "visitor" ? !UUID.test(id) : !/^[\x21-\x7e]{1,64}$/.test(id))
    throw new Error(`invalid ${subject} id "${rawId}"`);
  let csv = false;
  let by = `shell:${userInfo().username}`;
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === "--csv") csv = true;
    else if (rest[i] === "--by" && rest[i + 1]) by = rest[++i] as string;
    else throw new Error(`unknown argument "${rest[i]}"\nUsage: ${USAGE}`);
  }
  return { action, subject, id, csv, by } as const;
}

if (existsSync(".env")) process.loadEnvFile(".env");
try {
  const args = parseArgs(process.argv.slice(2));
  const config = parseStorefrontConfig(process.env);
  const analytics = await openAnalyticsModule(analyticsLocation(config));
  try {
    const { privacy } = analytics;
    if (args.action === "export") {
      const out =
        args.subject === "visitor"
          ? await privacy.exportVisitor(args.id).then((d) => (args.csv ? visitorExportCsv(d) : d))
          : await privacy.exportUser(args.id).then((d) => (args.csv ? userExportCsv(d) : d));
      process.stdout.write(typeof out === "string" ? out : `${JSON.stringify(out, null, 2)}\n`);
    } else {
      const key = privacyLogKey(config.JWT_SECRET ?? loadOrCreateJwtSecret(config.DATA_DIR));
      const audit = {
        staffAccountId: args.by,
        subjectHash: hashSubject(key, args.subject, args.id),
        at: Date.now(),
      };
      const erased =
        args.subject === "visitor"
          ? await privacy.eraseVisitor(args.id, audit)
          : await privacy.eraseUser(args.id, audit);
      process.stdout.write(
        `${JSON.stringify({ subject: args.subject, subject_hash: audit.subjectHash, erased })}\n`,
      );
    }
  } finally {
    await analytics.close();
  }
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? `Invalid configuration: ${error.message}` : (error as Error).message}\n`,
  );
  process.exit(1);
}
