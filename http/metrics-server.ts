import Fastify from "fastify";
import type { Metrics } from "../platform/metrics.ts";
import type { IpAllowlist } from "../platform/net/ip-allowlist.ts";
import { observabilityPlugin } from "./observability.ts";
import { SHARED_PROBLEMS } from "./problem.ts";

export interface MetricsServerOptions {
  readonly host: string;
  readonly port: number;
  readonly metrics: Metrics;
  readonly allowlist: IpAllowlist;
  ready(): Promise<boolean>;
  draining(): boolean;
}

/**
 * For a process that serves no HTTP of its own (the bot, the storefront's
 * worker): a listener on METRICS_PORT with only /livez, /readyz and /metrics.
 */
export async function startMetricsServer(options: MetricsServerOptions) {
  const app = Fastify({ logger: false });
  app.setErrorHandler(SHARED_PROBLEMS.handleError);
  await app.register(observabilityPlugin(options));
  await app.listen({ host: options.host, port: options.port });
  return app;
}
