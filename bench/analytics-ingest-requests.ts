import type { Request } from "autocannon";

/** Events in each ingest batch. */
export const BATCH_SIZE = 50;
const USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

/** 500 distinct batches of 50 events, shaped like a browser's: views, leaves, API calls. */
export function ingestBodies(consent = "granted"): string[] {
  return Array.from({ length: 500 }, (_, i) => {
    const events = Array.from({ length: BATCH_SIZE }, (_, j) => {
      const path = `/products/${(i * 7 + j) % 300}`;
      if (j % 5 === 0) return { kind: "page_view", path: j === 0 ? `${path}?utm_source=newsletter` : path };
      if (j % 5 === 4) return { kind: "page_leave", path, duration_ms: 1000 + j * 100 };
      return {
        kind: "api_request",
        path,
        method: "GET",
        endpoint: `/api/catalog/products/${i * 50 + j}`,
        status: j % 17 === 0 ? 500 : 200,
        latency_ms: 10 + (j % 40),
      };
    });
    const visitor = `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
    return JSON.stringify({ visitor_id: visitor, consent, viewport: { width: 1280, height: 800 }, events });
  });
}

/** A POST of the ingest route that cycles through `bodies`. */
export function batchRequest(bodies: readonly string[], onResponse?: Request["onResponse"]): Request {
  let next = 0;
  return {
    method: "POST",
    path: "/api/analytics/events/batch/",
    headers: { "content-type": "application/json", "user-agent": USER_AGENT },
    setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] as string }),
    ...(onResponse ? { onResponse } : {}),
  };
}
