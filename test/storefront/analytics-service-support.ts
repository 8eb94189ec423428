import type { FastifyInstance } from "fastify";
import { CHROME_LINUX } from "./analytics/analytics-support.ts";
import { BATCH_URL } from "./storefront-support.ts";

/** JSON request headers from a desktop browser. */
export const headers = { "content-type": "application/json", "user-agent": CHROME_LINUX };
/** A page_view event for `path`. */
export const pageView = (path = "/") => ({ kind: "page_view", path });

/** POSTs `payload` to the analytics batch endpoint with the browser's JSON headers. */
export const postBatch = (app: Pick<FastifyInstance, "inject">, payload: unknown) =>
  app.inject({ method: "POST", url: BATCH_URL, headers, payload: payload as string | object });
