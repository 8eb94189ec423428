import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { sendAsset } from "../../http/web-asset.ts";
import type { BrowserBundles } from "../browser-bundles.ts";

/** GET /api/analytics/sdk.js: the browser SDK, built from storefront/browser/sdk with esbuild. */
export function sdkRoutes(bundles: BrowserBundles): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      "/api/analytics/sdk.js",
      {
        schema: {
          tags: ["sdk"],
          summary: "The browser SDK (IIFE exposing SiteAnalytics.init)",
          produces: ["application/javascript"],
        },
      },
      async (request, reply) => {
        reply.header("access-control-allow-origin", "*");
        return sendAsset(request, reply, await bundles.sdk(), "public, max-age=300");
      },
    );
  };
}
