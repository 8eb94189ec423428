import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { build } from "esbuild";
import { projectFile } from "../src/project-files.ts";

/** A built browser file, ready to serve. */
export interface BrowserAsset {
  readonly body: string;
  readonly contentType: string;
  /** Strong validator for If-None-Match. */
  readonly etag: string;
}

const here = (path: string) => projectFile(`storefront/${path}`);

function asset(body: string, contentType: string): BrowserAsset {
  return {
    body,
    contentType,
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`,
  };
}

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
  const cache = new Map<string, Promise<BrowserAsset>>();
  const once = (name: string, make: () => Promise<BrowserAsset>) => {
    let pending = cache.get(name);
    if (!pending) {
      pending = make();
      cache.set(name, pending);
      pending.catch(() => cache.delete(name));
    }
    return pending;
  };
  return {
    sdk: () => once("sdk", async () => asset(await buildSdk(), "application/javascript; charset=utf-8")),
    dashboardScript: () =>
      once("dashboard.js", async () =>
        asset(await bundle("./browser/dashboard/main.ts"), "application/javascript; charset=utf-8"),
      ),
    dashboardStyles: () =>
      once("dashboard.css", async () => {
        const uplot = await readFile(
          createRequire(import.meta.url).resolve("uplot/dist/uPlot.min.css"),
          "utf8",
        );
        const own = await readFile(here("./browser/dashboard/dashboard.css"), "utf8");
        return asset(`${uplot}\n${own}`, "text/css; charset=utf-8");
      }),
    dashboardPage: () =>
      once("dashboard.html", async () =>
        asset(await readFile(here("./browser/dashboard/index.html"), "utf8"), "text/html; charset=utf-8"),
      ),
    shopScript: () =>
      once("shop.js", async () =>
        asset(await bundle("./browser/shop/main.tsx"), "application/javascript; charset=utf-8"),
      ),
    shopStyles: () =>
      once("shop.css", async () =>
        asset(await readFile(here("./browser/shop/shop.css"), "utf8"), "text/css; charset=utf-8"),
      ),
    /** The page's HTML with a `{{SERVICES}}` slot: the server fills in where each service answers. */
    shopPageTemplate: () =>
      once("shop.html", async () =>
        asset(await readFile(here("./browser/shop/index.html"), "utf8"), "text/html; charset=utf-8"),
      ),
  };
}

export type BrowserBundles = ReturnType<typeof createBrowserBundles>;
