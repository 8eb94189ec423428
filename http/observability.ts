import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import type { Metrics } from "../platform/metrics.ts";
import type { IpAllowlist } from "../platform/net/ip-allowlist.ts";
import { SHARED_PROBLEMS } from "./problem.ts";

export interface ObservabilityOptions {
  readonly metrics: Metrics;
  readonly allowlist: IpAllowlist;
  /** Readiness: false while a critical dependency fails. */
  ready(): Promise<boolean>;
  /** True once the process is draining (after SIGTERM): readiness fails so traffic moves away. */
  draining(): boolean;
}

/** The request-duration hook and `GET /metrics`: only when the process collects metrics. */
function registerMetrics(app: FastifyInstance, { metrics, allowlist }: ObservabilityOptions): void {
  app.addHook("onResponse", async (request, reply) => {
    metrics.httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? "unmatched",
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!allowlist.contains(request.ip))
      return SHARED_PROBLEMS.send(reply, "internal_only", "Metrics are served only to METRICS_ALLOWLIST.");
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

/**
 * At the root of a listener: `GET /livez` (the process answers; checks no
 * dependency), `GET /readyz` (503 while draining or while a critical
 * dependency fails) and, unless METRICS_ENABLED=false, `GET /metrics`
 * (Prometheus text, only for allowed addresses) with a request-duration
 * histogram by route template.
 */
export function observabilityPlugin(options: ObservabilityOptions): FastifyPluginAsync {
  const plugin = async (app: FastifyInstance) => {
    if (options.metrics.enabled) registerMetrics(app, options);
    app.get("/livez", { schema: { hide: true } }, async () => ({ status: "ok" }));
    app.get("/readyz", { schema: { hide: true } }, async (_request, reply) => {
      const draining = options.draining();
      const ready = !draining && (await options.ready().catch(() => false));
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? "ok" : "fail", ...(draining ? { draining: true } : {}) });
    });
  };
  // Not encapsulated: the duration hook sees every route of the app.
  (plugin as unknown as Record<symbol, boolean>)[Symbol.for("skip-override")] = true;
  return plugin;
}
