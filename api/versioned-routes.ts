import type { FastifyPluginAsync } from "fastify";
import type { Metrics } from "../platform/metrics.ts";
import type { Core, HealthCheck } from "../src/core.ts";
import { accountRoutes } from "./routes/account-routes.ts";
import { auditRoutes } from "./routes/audit-routes.ts";
import { clockRoutes } from "./routes/clock-routes.ts";
import { computerPlayerRoutes } from "./routes/computer-player-routes.ts";
import { type EventRoutesConfig, eventRoutes } from "./routes/event-routes.ts";
import { type ActionObserver, gameRoutes } from "./routes/game-routes.ts";
import { gameStartRoutes } from "./routes/game-start-routes.ts";
import { guestRoutes } from "./routes/guest-routes.ts";
import { healthRoutes } from "./routes/health-routes.ts";
import { leaderboardRoutes } from "./routes/leaderboard-routes.ts";
import { matchmakingRoutes } from "./routes/matchmaking-routes.ts";
import { meRoutes } from "./routes/me-routes.ts";
import { type MediaConfig, mediaRoutes } from "./routes/media-routes.ts";
import { membershipRoutes } from "./routes/membership-routes.ts";
import { pluginRoutes } from "./routes/plugin-routes.ts";
import { privacyRoutes } from "./routes/privacy-routes.ts";
import { ratingRoutes } from "./routes/rating-routes.ts";
import { replayRoutes } from "./routes/replay-routes.ts";
import { sessionRoutes } from "./routes/session-routes.ts";
import { sessionStatusRoutes } from "./routes/session-status-routes.ts";
import { streamTicketRoutes } from "./routes/stream-ticket-routes.ts";
import { telegramLoginRoutes } from "./routes/telegram-login-routes.ts";
import { tokenRoutes } from "./routes/token-routes.ts";
import { tournamentEntryRoutes } from "./routes/tournament-entry-routes.ts";
import { tournamentRoutes } from "./routes/tournament-routes.ts";

export interface VersionedRoutesDeps {
  readonly core: Core;
  readonly config: MediaConfig & EventRoutesConfig;
  readonly healthChecks: Readonly<Record<string, () => Promise<HealthCheck>>>;
  readonly metrics: Metrics;
  /** The OpenAPI document, served at /openapi.json. */
  readonly document: () => unknown;
}

/** Counts and times actions in the process's metrics, when they are on. */
function observeActions(metrics: Metrics): ActionObserver | undefined {
  if (!metrics.enabled) return undefined;
  return (pluginId, outcome, seconds) => {
    metrics.gameActions.inc({ plugin_id: pluginId, outcome });
    metrics.gameActionDuration.observe({ plugin_id: pluginId }, seconds);
  };
}

/** Every route of the versioned API, one plugin per concept, in the order the OpenAPI document lists them. */
export function versionedRoutes({
  core,
  config,
  healthChecks,
  metrics,
  document,
}: VersionedRoutesDeps): FastifyPluginAsync {
  return async (api) => {
    api.get("/openapi.json", { schema: { hide: true } }, async () => document());
    await api.register(healthRoutes(core, healthChecks));
    await api.register(guestRoutes(core));
    await api.register(accountRoutes(core));
    await api.register(telegramLoginRoutes(core));
    await api.register(sessionRoutes(core));
    await api.register(membershipRoutes(core));
    await api.register(sessionStatusRoutes(core));
    await api.register(computerPlayerRoutes(core));
    await api.register(pluginRoutes(core));
    await api.register(gameStartRoutes(core));
    await api.register(gameRoutes(core, observeActions(metrics)));
    await api.register(clockRoutes(core));
    await api.register(auditRoutes(core));
    await api.register(leaderboardRoutes(core));
    await api.register(meRoutes(core));
    await api.register(privacyRoutes(core));
    await api.register(tokenRoutes(core));
    await api.register(ratingRoutes(core));
    await api.register(replayRoutes(core));
    await api.register(tournamentRoutes(core));
    await api.register(tournamentEntryRoutes(core));
    await api.register(matchmakingRoutes(core));
    await api.register(mediaRoutes(core, config));
    await api.register(streamTicketRoutes(core));
    await api.register(eventRoutes(core, config, (size) => metrics.sseStreams(size)));
  };
}
