import type { ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { FastifyPluginAsync } from "fastify";
import type { LimitConfig } from "../../http/rate-limits.ts";
import type { Config } from "../../src/config.ts";
import type { Core } from "../../src/core.ts";
import { DomainError } from "../../src/errors.ts";
import type { LiveHub } from "../../src/live/live-hub.ts";
import { asyncApiDocument } from "./asyncapi-document.ts";
import { type Connection, serveConnection } from "./channel-connection.ts";
import { pingRounds } from "./ping-rounds.ts";

export type ChannelConfig = Pick<
  Config,
  "WS_AUTH_TIMEOUT_MS" | "WS_PING_INTERVAL_MS" | "EVENTS_MAX_BUFFER_BYTES"
> &
  LimitConfig;

/** The largest frame a client may send; a bigger one closes the connection with 1009. */
export const MAX_FRAME_BYTES = 16 * 1024;

export interface ChannelRoutesDeps {
  readonly core: Core;
  readonly hub: LiveHub;
  readonly config: ChannelConfig;
  readonly prefix: string;
  /** The OpenAPI document, whose components the AsyncAPI document shares. */
  readonly openapi: () => { components?: { schemas?: Record<string, unknown> } };
  /** Given the count of this process's open connections (the ws_connections gauge reads it). */
  readonly watchConnections: (size: () => number) => void;
}

/**
 * GET /ws, the WebSocket channel, and /asyncapi.json, its description
 * (docs/api.md#websocket). The app registers @fastify/websocket (with
 * MAX_FRAME_BYTES) at its root.
 */
export function channelRoutes(deps: ChannelRoutesDeps): FastifyPluginAsync {
  const { core, hub, config } = deps;
  return async (app) => {
    const connections = new Set<Connection>();
    deps.watchConnections(() => connections.size);
    const pings = pingRounds(config.WS_PING_INTERVAL_MS);
    app.addHook("onClose", async () => pings.stop());

    let document: Record<string, unknown> | undefined;
    app.get("/asyncapi.json", { schema: { hide: true } }, async () => {
      document ??= asyncApiDocument(deps.prefix, deps.openapi());
      return document;
    });

    app.route({
      method: "GET",
      url: "/ws",
      schema: { hide: true },
      handler: async () => {
        throw new DomainError(
          "upgrade_required",
          `Open a WebSocket; its messages are described at ${deps.prefix}/asyncapi.json.`,
        );
      },
      wsHandler: (socket, request) => {
        const log = request.log;
        // The upgrade's request and response would live as long as the connection (about 2 KB of
        // a watcher's idle cost): through the plugin's error listener, replaced by one holding only
        // the logger, and through the TCP socket, from which the unfinished response is detached.
        socket.removeAllListeners("error");
        socket.on("error", (error) => log.info({ err: error }, "channel connection failed"));
        const tcp = request.raw.socket as (Socket & { _httpMessage?: ServerResponse | null }) | undefined;
        if (tcp?._httpMessage) tcp._httpMessage.detachSocket(tcp);
        const connection = serveConnection(socket, {
          core,
          hub,
          address: request.ip,
          log,
          authTimeoutMs: config.WS_AUTH_TIMEOUT_MS,
          maxBufferBytes: config.EVENTS_MAX_BUFFER_BYTES,
          limits: config,
        });
        connections.add(connection);
        const unping = pings.add(connection);
        socket.on("close", () => {
          connections.delete(connection);
          unping();
        });
      },
    });
  };
}
