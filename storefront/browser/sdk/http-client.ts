import { currentPath } from "./page-tracker.ts";

type Track = (event: { kind: string; [field: string]: unknown }) => void;

/**
 * Wraps the application's fetch so every call through it emits api_request:
 * method, path (no query), status (0 when no response came), latency and
 * service. Calls that bypass the wrapper are not reported.
 */
export function createFetchWrapper(track: Track, analyticsEndpoint: string) {
  return (fetchImpl: typeof fetch = fetch.bind(globalThis), service?: string): typeof fetch =>
    async (input, init) => {
      const start = performance.now();
      const request = input instanceof Request ? input : null;
      const url = new URL(request ? request.url : String(input), location.href);
      const report = (status: number) => {
        if (url.href.startsWith(analyticsEndpoint)) return;
        track({
          kind: "api_request",
          path: currentPath(),
          method: (init?.method ?? request?.method ?? "GET").toUpperCase(),
          endpoint: url.pathname,
          status,
          latency_ms: Math.round(performance.now() - start),
          ...(service ? { service } : {}),
        });
      };
      try {
        const response = await fetchImpl(input, init);
        report(response.status);
        return response;
      } catch (error) {
        report(0);
        throw error;
      }
    };
}
