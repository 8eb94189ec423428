import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { escapeHtmlAttribute, sendAsset, type WebAsset, webAsset } from "../../http/web-asset.ts";
import { DASHBOARD_TABS } from "../analytics/analytics-public.ts";
import type { BrowserBundles } from "../browser-bundles.ts";

/** Scripts and data come from this origin only; uPlot sets inline styles. */
const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/** The report registry's tabs as the tab bar's buttons, indented like the page around them. */
const REPORT_TAB_BUTTONS = DASHBOARD_TABS.map(
  (tab) =>
    `      <button type="button" role="tab" data-tab="${escapeHtmlAttribute(tab.id)}">${escapeHtmlAttribute(tab.title)}</button>`,
).join("\n");

/** The dashboard page with the report tabs written into its tab bar. */
async function dashboardPage(bundles: BrowserBundles): Promise<WebAsset> {
  const template = await bundles.dashboardPageTemplate();
  return webAsset(template.body.replace("{{REPORT_TABS}}", REPORT_TAB_BUTTONS), template.contentType);
}

/** GET /admin/analytics/ and its script and styles: the staff dashboard. */
export function dashboardRoutes(bundles: BrowserBundles): FastifyPluginAsyncTypebox {
  const files: ReadonlyArray<readonly [string, () => Promise<WebAsset>, number]> = [
    ["/admin/analytics/", () => dashboardPage(bundles), 0],
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
