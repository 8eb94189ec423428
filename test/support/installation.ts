import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { createProductModule } from "../../storefront/product/product-module.ts";
import { openStorefrontDatabase } from "../../storefront/shared/storefront-database.ts";
import { answers } from "./chaos-clients.ts";
import { freePort } from "./ports.ts";
import { type ServiceProcess, startServiceProcess } from "./service-process.ts";

const STOREFRONT_PORTS = ["AUTH", "USER", "PRODUCT", "ORDER", "REVIEW", "ADMIN", "CHAT", "ANALYTICS"];

/** Where an installation keeps its data: a data folder, and PostgreSQL when DATABASE_URL is set. */
export interface InstallationEnv {
  readonly DATA_DIR: string;
  readonly DATABASE_URL: string;
  readonly [name: string]: string;
}

/** The game API and the storefront, started from `dist/` as an operator runs them, over one installation's data. */
export interface Installation {
  readonly api: string;
  readonly shop: (service: string) => string;
  readonly processes: readonly ServiceProcess[];
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export async function startInstallation(env: InstallationEnv): Promise<Installation> {
  const apiPort = await freePort();
  const ports: Record<string, string> = {};
  for (const name of STOREFRONT_PORTS) ports[`${name}_PORT`] = String(await freePort());
  const shop = (service: string) => `http://127.0.0.1:${ports[`${service.toUpperCase()}_PORT`]}`;
  const api = await startServiceProcess({
    name: "api",
    args: ["dist/api/main.js"],
    env: { ...env, REDIS_URL: "", PORT: String(apiPort) },
    ready: answers(`http://127.0.0.1:${apiPort}/api/v1/health/live`),
  });
  const storefront = await startServiceProcess({
    name: "storefront",
    args: ["dist/storefront/main.js"],
    env: { ...env, REDIS_URL: "", ...ports },
    ready: answers(`${shop("auth")}/api/health/`),
  });
  const processes = [api, storefront];
  return {
    api: `http://127.0.0.1:${apiPort}`,
    shop,
    processes,
    async kill() {
      await Promise.all(processes.map((p) => p.kill()));
    },
    async stop() {
      await Promise.all(processes.map((p) => p.stop()));
    },
  };
}

/** Puts one product with plenty of stock in the installation's catalogue. */
export async function stockProduct(env: InstallationEnv, id: string): Promise<void> {
  const database = await openStorefrontDatabase(env);
  try {
    await createProductModule(database).upsert([
      {
        id,
        name: id,
        description: "Stock for a test.",
        category: "dice",
        price_cents: 100,
        currency: "EUR",
        stock: 1e6,
      },
    ]);
  } finally {
    await database.close();
  }
}

/** Runs a compiled command of the project (`dist/scripts/…`) with the installation's variables; its output, or its error. */
export async function runCommand(env: InstallationEnv, args: readonly string[]) {
  const { stdout } = await promisify(execFile)(process.execPath, [...args], {
    env: { ...process.env, ...env },
  });
  return stdout;
}
