import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Logger } from "pino";
import { type WebAsset, webAsset } from "../http/web-asset.ts";
import { projectFile } from "../platform/project-files.ts";

const here = (path: string) => projectFile(`storefront/${path}`);

/** A script `npm run build` wrote to dist/storefront-web/ (the services never build). */
async function built(name: string): Promise<WebAsset> {
  const file = projectFile(`dist/storefront-web/${name}.js`);
  const text = await readFile(file, "utf8").catch((error: unknown) => {
    throw new Error(`${file} is missing: run \`npm run build\` first`, { cause: error });
  });
  return webAsset(text, "application/javascript; charset=utf-8");
}

/**
 * The browser code the services serve, read from what `npm run build` wrote
 * and kept in memory: the SDK, the dashboard's page, script (with uPlot) and
 * styles, and the shop's page, script (preact) and styles. One instance is
 * shared by the apps of a process.
 */
export function createBrowserBundles() {
  const cache = new Map<string, Promise<WebAsset>>();
  const once = (name: string, make: () => Promise<WebAsset>) => {
    let pending = cache.get(name);
    if (!pending) {
      pending = make();
      cache.set(name, pending);
      pending.catch(() => cache.delete(name));
    }
    return pending;
  };
  return {
    sdk: () => once("sdk", () => built("sdk")),
    dashboardScript: () => once("dashboard.js", () => built("dashboard")),
    dashboardStyles: () =>
      once("dashboard.css", async () => {
        const uplot = await readFile(
          createRequire(import.meta.url).resolve("uplot/dist/uPlot.min.css"),
          "utf8",
        );
        const own = await readFile(here("./browser/dashboard/dashboard.css"), "utf8");
        return webAsset(`${uplot}\n${own}`, "text/css; charset=utf-8");
      }),
    /** The page's HTML with a `{{REPORT_TABS}}` slot: the admin service writes the report tabs in. */
    dashboardPageTemplate: () =>
      once("dashboard.html", async () =>
        webAsset(await readFile(here("./browser/dashboard/index.html"), "utf8"), "text/html; charset=utf-8"),
      ),
    shopScript: () => once("shop.js", () => built("shop")),
    shopStyles: () =>
      once("shop.css", async () =>
        webAsset(await readFile(here("./browser/shop/shop.css"), "utf8"), "text/css; charset=utf-8"),
      ),
    /** The page's HTML with a `{{SERVICES}}` slot: the server fills in where each service answers. */
    shopPageTemplate: () =>
      once("shop.html", async () =>
        webAsset(await readFile(here("./browser/shop/index.html"), "utf8"), "text/html; charset=utf-8"),
      ),
  };
}

export type BrowserBundles = ReturnType<typeof createBrowserBundles>;

/** Reads the scripts now rather than on the first request; a failure is logged (and retried then). */
export function warmBrowserBundles(bundles: BrowserBundles, logger: Logger): void {
  void Promise.all([bundles.sdk(), bundles.dashboardScript(), bundles.shopScript()]).catch((err) =>
    logger.error({ err }, "browser bundles failed to build"),
  );
}
