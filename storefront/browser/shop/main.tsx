import { render } from "preact";
import { init } from "../sdk/index.ts";
import { createShopApi, type ShopService } from "./shop-api.ts";
import { ShopApp } from "./shop-app.tsx";
import { ShopContext } from "./shop-context.ts";
import { createShopSession } from "./shop-session.ts";

/** Where each service answers, written into the page by the server that serves it. */
function serviceOrigins(): Record<ShopService, string> {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="shop-services"]');
  return JSON.parse(meta?.content ?? "{}") as Record<ShopService, string>;
}

const origins = serviceOrigins();
const analytics = init({ endpoint: `${origins.analytics}/api/analytics/events/batch/` });
analytics.showConsentBanner({
  text: "We count visits with our own analytics, no third parties. Allow it?",
  accept: "Allow analytics",
  decline: "No thanks",
});
const session = createShopSession();
const shop = { api: createShopApi(origins, analytics, session), session, analytics };
const root = document.getElementById("shop");
if (root)
  render(
    <ShopContext.Provider value={shop}>
      <ShopApp />
    </ShopContext.Provider>,
    root,
  );
