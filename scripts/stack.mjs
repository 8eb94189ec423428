// `npm run stack`: the scale-out topology on this machine, against the local
// PostgreSQL and Redis (scripts/local-services.sh starts them; needs root):
// two API processes (:8080, :8081), one bot process when MESSENGER_BOT_TOKEN
// is set, the storefront's eight services and its job worker (BullMQ on that
// Redis). Ctrl-C stops them all.
import { execFileSync, spawn } from "node:child_process";

execFileSync("scripts/local-services.sh", ["start"], { stdio: "inherit" });
const databaseUrl =
  process.env.DATABASE_URL ?? execFileSync("scripts/local-services.sh", ["database-url"]).toString().trim();
execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });

const shared = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
};
const processes = [
  ["api-1", "dist/api/main.js", { PORT: "8080" }],
  ["api-2", "dist/api/main.js", { PORT: "8081" }],
  ...(process.env.MESSENGER_BOT_TOKEN ? [["bot", "dist/bot/main.js", {}]] : []),
  ["storefront", "dist/storefront/main.js", {}],
  ["storefront-worker", "dist/storefront/worker.js", {}],
];
const children = processes.map(([name, entry, env]) => {
  const child = spawn(process.execPath, ["--enable-source-maps", entry], {
    env: { ...shared, ...env },
    stdio: "inherit",
  });
  child.on("exit", (code, signal) => console.error(`${name} exited (${signal ?? code})`));
  return child;
});
console.error(
  `stack: ${processes.map(([name]) => name).join(", ")} over ${new URL(databaseUrl).host} and Redis`,
);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    for (const child of children) child.kill("SIGTERM");
  });
}
