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
      },
      servers: [{ url: "/" }],
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
