import type { FastifyPluginAsync } from "fastify";
import type { Logger } from "pino";
import { logFailure } from "../platform/logger.ts";
import type { Metrics } from "../platform/metrics.ts";
import type { Core, HealthCheck } from "../src/core.ts";
import { type ChannelConfig, channelRoutes } from "./channel/channel-routes.ts";
import { accountRoutes } from "./routes/account-routes.ts";
import { auditRoutes } from "./routes/audit-routes.ts";
import { blockRoutes } from "./routes/block-routes.ts";
import { clockRoutes } from "./routes/clock-routes.ts";
import { computerPlayerRoutes } from "./routes/computer-player-routes.ts";
import { type EventRoutesConfig, eventRoutes } from "./routes/event-routes.ts";
import { gameRoutes } from "./routes/game-routes.ts";
import { gameStartRoutes } from "./routes/game-start-routes.ts";
import { guestRoutes } from "./routes/guest-routes.ts";
import { healthRoutes } from "./routes/health-routes.ts";
import { leaderboardRoutes } from "./routes/leaderboard-routes.ts";
import { lobbyRoutes } from "./routes/lobby-routes.ts";
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
import { tvRoutes } from "./routes/tv-routes.ts";

export interface VersionedRoutesDeps {
  readonly core: Core;
  readonly config: MediaConfig & EventRoutesConfig & ChannelConfig;
  readonly healthChecks: Readonly<Record<string, () => Promise<HealthCheck>>>;
  readonly metrics: Metrics;
  /** Where the app mounts these routes (/api/v1). */
  readonly prefix: string;
  /** The OpenAPI document, served at /openapi.json. */
  readonly document: () => { components?: { schemas?: Record<string, unknown> } };
}

/** Every route of the versioned API, one plugin per concept, in the order the OpenAPI document lists them. */
export function versionedRoutes({
  core,
  config,
  healthChecks,
  metrics,
  prefix,
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
    await api.register(lobbyRoutes(core));
    await api.register(blockRoutes(core));
    await api.register(sessionStatusRoutes(core));
    await api.register(computerPlayerRoutes(core));
    await api.register(pluginRoutes(core));
    await api.register(gameStartRoutes(core));
    await api.register(gameRoutes(core));
    await api.register(tvRoutes(core));
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
    // One hub for both live doors, so presence counts every open stream and connection.
    const hub = core.openLiveHub({
      heartbeatMs: config.EVENTS_HEARTBEAT_MS,
      onError: (error) => logFailure(api.log as Logger, error, {}, "live stream delivery failed"),
    });
    // Open streams never end on their own: end them before the server waits for its connections.
    api.addHook("preClose", async () => hub.close());
    await api.register(eventRoutes(core, hub, (size) => metrics.sseStreams(size), config));
    await api.register(
      channelRoutes({
        core,
        hub,
        config,
        prefix,
        openapi: document,
        watchConnections: (size) => metrics.channelConnections(size),
      }),
    );
  };
}
