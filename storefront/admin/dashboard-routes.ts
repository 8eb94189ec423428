import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { WebAsset } from "../../http/web-asset.ts";
import { sendAsset } from "../../http/web-asset.ts";
import type { BrowserBundles } from "../browser-bundles.ts";

/** Scripts and data come from this origin only; uPlot sets inline styles. */
const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/** GET /admin/analytics/ and its script and styles: the staff dashboard. */
export function dashboardRoutes(bundles: BrowserBundles): FastifyPluginAsyncTypebox {
  const files: ReadonlyArray<readonly [string, () => Promise<WebAsset>, number]> = [
    ["/admin/analytics/", bundles.dashboardPage, 0],
    ["/admin/analytics/dashboard.js", bundles.dashboardScript, 300],
    ["/admin/analytics/dashboard.css", bundles.dashboardStyles, 300],
  ];
  return async (app) => {
    for (const [path, load, maxAge] of files) {
      app.get(path, { schema: { hide: true } }, async (request, reply) => {
        reply
          .header("content-security-policy", CONTENT_SECURITY_POLICY)
          .header("x-content-type-options", "nosniff");
        return sendAsset(request, reply, await load(), `public, max-age=${maxAge}`);
      });
    }
  };
}
