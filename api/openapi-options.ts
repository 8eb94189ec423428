import type { FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import { completeContract } from "../http/openapi-contract.ts";
import { ERRORS } from "../src/errors.ts";
import { OPERATION_ERRORS } from "./operation-errors.ts";
import { describeBoards } from "./state-boards.ts";

/**
 * The OpenAPI document built from the routes' schemas: its info and security
 * schemes, components named by their `$id`, and the contract pass that adds
 * the shared answers, each operation's error codes and the boards per game.
 */
export function openapiOptions(prefix: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Game session service",
        version: "1.0.0",
        description:
          "Turn-based dice and board games for the web and Telegram. Errors are application/problem+json with a stable `code`.",
        contact: { name: "The game session service's maintainers" },
      },
      servers: [{ url: "/" }],
      tags: [
        { name: "health", description: "Whether the process and its engines answer." },
        { name: "auth", description: "Guest, registered and Telegram sign-in, and the tokens they give." },
        { name: "tokens", description: "Personal access tokens, each with its scopes." },
        { name: "sessions", description: "Sessions: create, join, leave, pause, resume and close." },
        { name: "games", description: "Games: start, act, read the state, the audit, replays and exports." },
        { name: "events", description: "A session's live events (Server-Sent Events) and their tickets." },
        { name: "media", description: "Board images." },
        { name: "matchmaking", description: "Quick play: tickets waiting for an opponent." },
        { name: "ratings", description: "Ratings and leaderboards per game." },
        { name: "tournaments", description: "Tournaments: create, join, start and read." },
        { name: "privacy", description: "A player's own data: their export and erasure." },
      ],
      components: {
        securitySchemes: {
          bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          guestAuth: {
            type: "apiKey",
            in: "header",
            name: "Authorization",
            description: "The value is `Guest <guest_token>`.",
          },
          tokenAuth: {
            type: "apiKey",
            in: "header",
            name: "Authorization",
            description:
              "The value is `Token <personal access token>` (POST /users/me/tokens); its scopes decide which operations it may call.",
          },
        },
      },
    },
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => (json.$id as string) ?? `def-${i}` },
    transformObject: (document) =>
      describeBoards(
        completeContract((document as { openapiObject: Record<string, unknown> }).openapiObject, {
          prefix,
          limited: (method, path) => method === "POST" && path.startsWith(prefix),
          errors: ERRORS,
          errorCodes: (method, path) => OPERATION_ERRORS[`${method} ${path}`],
        }),
      ),
  };
}
