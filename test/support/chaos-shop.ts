import { randomUUID } from "node:crypto";
import { backOff, call, pause, type Reply, retryable } from "./chaos-clients.ts";

export interface ShopUrls {
  readonly auth: string;
  readonly order: string;
  readonly analytics: string;
}

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

/** Calls until the answer is neither missing nor a 5xx (the storefront or an engine restarting). */
async function persist(send: () => Promise<Reply | undefined>): Promise<Reply> {
  for (;;) {
    const reply = await send();
    if (!retryable(reply)) return reply as Reply;
    await backOff(reply);
  }
}

/**
 * Shoppers and a page that reports visits. Each shopper puts a product in the
 * cart and checks out with an Idempotency-Key, repeating the same key until
 * the order is answered; a visit batch is sent once (as sendBeacon would), so
 * only the answered ones are acknowledged.
 */
export async function createShopLoad(urls: ShopUrls, productId: string, shoppers = 3) {
  const orders = new Map<string, Set<string>>();
  const batches = new Set<string>();
  const unexpected: string[] = [];
  let running = true;

  async function shopper(): Promise<void> {
    const email = `chaos-${randomUUID()}@shop.example`;
    const credentials = { email, password: "correct horse battery staple" };
    await persist(() => call(`${urls.auth}/api/auth/register/`, "POST", { body: credentials }));
    const login = await persist(() => call(`${urls.auth}/api/auth/login/`, "POST", { body: credentials }));
    const auth = { authorization: `Bearer ${login.body.access_token}` };
    const mine = new Set<string>();
    orders.set(auth.authorization, mine);
    while (running) {
      const added = await persist(() =>
        call(`${urls.order}/api/cart/items/`, "POST", {
          headers: auth,
          body: { product_id: productId, quantity: 1 },
        }),
      );
      if (added.status !== 200) unexpected.push(`cart ${added.status} ${JSON.stringify(added.body)}`);
      const key = randomUUID();
      let placed = await persist(() =>
        call(`${urls.order}/api/orders/checkout/`, "POST", {
          headers: { ...auth, "idempotency-key": key },
          body: { test_order: true },
        }),
      );
      // The first request with this key may still be running on a process that is about to be killed.
      while (placed.status === 409 && placed.body.code === "idempotency_in_progress") {
        await pause(200);
        placed = await persist(() =>
          call(`${urls.order}/api/orders/checkout/`, "POST", {
            headers: { ...auth, "idempotency-key": key },
            body: { test_order: true },
          }),
        );
      }
      if (placed.status === 201) mine.add(String(placed.body.id));
      else unexpected.push(`checkout ${placed.status} ${JSON.stringify(placed.body)}`);
    }
  }

  async function visits(): Promise<void> {
    while (running) {
      const visitor = randomUUID();
      const reply = await call(`${urls.analytics}/api/analytics/events/batch/`, "POST", {
        headers: { "user-agent": BROWSER },
        body: { visitor_id: visitor, consent: "granted", events: [{ kind: "page_view", path: "/chaos" }] },
      });
      if (reply?.status === 201) batches.add(visitor);
      else if (!retryable(reply)) unexpected.push(`ingest ${reply?.status} ${JSON.stringify(reply?.body)}`);
      await pause(20);
    }
  }

  const loops = [...Array.from({ length: shoppers }, shopper), visits()];
  return {
    /** Acknowledged order ids by the shopper's Authorization. */
    orders,
    /** Visitor ids of acknowledged batches (one batch each). */
    batches,
    unexpected,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
