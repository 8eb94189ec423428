import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { escapeHtmlAttribute, sendAsset } from "../../http/web-asset.ts";
import type { BrowserBundles } from "../browser-bundles.ts";

/** The services the shop's browser code calls. */
const SHOP_SERVICES = ["auth", "user", "product", "order", "review", "chat", "analytics"] as const;
export type ShopServiceName = (typeof SHOP_SERVICES)[number];

/** Where each service listens; read per request so a test may listen on port 0 first. */
export type ShopPorts = () => Readonly<Record<ShopServiceName, number>>;

/** Each service's origin as this browser reaches it: the page's own scheme and host name, the service's port. */
function shopServiceOrigins(
  request: Pick<FastifyRequest, "protocol" | "hostname">,
  ports: Readonly<Record<ShopServiceName, number>>,
): Record<ShopServiceName, string> {
  const origins = {} as Record<ShopServiceName, string>;
  for (const name of SHOP_SERVICES)
    origins[name] = `${request.protocol}://${request.hostname}:${ports[name]}`;
  return origins;
}

function contentSecurityPolicy(origins: Record<ShopServiceName, string>): string {
  const connect = [...new Set(Object.values(origins))].join(" ");
  // style-src 'unsafe-inline': the SDK's consent bar styles itself inline.
  return `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self' ${connect}; frame-ancestors 'none'; base-uri 'none'; form-action 'self'`;
}

/**
 * The shop at /shop/: its script and styles, and the page for every other
 * path below /shop/ (the app routes in the browser), with the service
 * origins written into it.
 */
export function shopRoutes(bundles: BrowserBundles, ports: ShopPorts): FastifyPluginAsyncTypebox {
  return async (app) => {
    const assets = [
      ["/shop/shop.js", bundles.shopScript],
      ["/shop/shop.css", bundles.shopStyles],
    ] as const;
    for (const [path, load] of assets)
      app.get(path, { schema: { hide: true } }, async (request, reply) => {
        reply.header("x-content-type-options", "nosniff");
        return sendAsset(request, reply, await load(), "public, max-age=300");
      });
    const page = async (request: FastifyRequest) => {
      const origins = shopServiceOrigins(request, ports());
      const template = await bundles.shopPageTemplate();
      return {
        origins,
        html: template.body.replace("{{SERVICES}}", escapeHtmlAttribute(JSON.stringify(origins))),
      };
    };
    for (const path of ["/shop", "/shop/*"])
      app.get(path, { schema: { hide: true } }, async (request, reply) => {
        const { origins, html } = await page(request);
        return reply
          .header("content-security-policy", contentSecurityPolicy(origins))
          .header("x-content-type-options", "nosniff")
          .header("cache-control", "no-cache")
          .type("text/html; charset=utf-8")
          .send(html);
      });
  };
}
