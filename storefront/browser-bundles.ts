import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { build } from "esbuild";
import { type WebAsset, webAsset } from "../http/web-asset.ts";
import { projectFile } from "../src/project-files.ts";

const here = (path: string) => projectFile(`storefront/${path}`);

async function bundle(entry: string, globalName?: string): Promise<string> {
  const result = await build({
    entryPoints: [here(entry)],
    bundle: true,
    minify: true,
    format: "iife",
    ...(globalName ? { globalName } : {}),
    target: "es2020",
    jsx: "automatic",
    jsxImportSource: "preact",
    write: false,
    legalComments: "none",
  });
  return result.outputFiles[0]?.text ?? "";
}

/** Builds the SDK bundle (IIFE exposing `SiteAnalytics.init`), as served at /api/analytics/sdk.js. */
export function buildSdk(): Promise<string> {
  return bundle("./browser/sdk/index.ts", "SiteAnalytics");
}

/**
 * The browser code the services serve, built with esbuild on first use and
 * kept in memory: the SDK, the dashboard's page, script (with uPlot) and
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
    sdk: () => once("sdk", async () => webAsset(await buildSdk(), "application/javascript; charset=utf-8")),
    dashboardScript: () =>
      once("dashboard.js", async () =>
        webAsset(await bundle("./browser/dashboard/main.ts"), "application/javascript; charset=utf-8"),
      ),
    dashboardStyles: () =>
      once("dashboard.css", async () => {
        const uplot = await readFile(
          createRequire(import.meta.url).resolve("uplot/dist/uPlot.min.css"),
          "utf8",
        );
        const own = await readFile(here("./browser/dashboard/dashboard.css"), "utf8");
        return webAsset(`${uplot}\n${own}`, "text/css; charset=utf-8");
      }),
    dashboardPage: () =>
      once("dashboard.html", async () =>
        webAsset(await readFile(here("./browser/dashboard/index.html"), "utf8"), "text/html; charset=utf-8"),
      ),
    shopScript: () =>
      once("shop.js", async () =>
        webAsset(await bundle("./browser/shop/main.tsx"), "application/javascript; charset=utf-8"),
      ),
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
