import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyReply, FastifyRequest } from "fastify";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Config } from "../../src/config.ts";
import type { Core } from "../../src/core.ts";
import { DomainError } from "../../src/errors.ts";
import { IMAGE_CONTENT_TYPES, IMAGE_FORMATS } from "../../src/images/board-images.ts";
import type { ImageFormat } from "../../src/render/render-board.ts";
import { negotiate } from "../accept.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";
import { AUTHENTICATED } from "../schemas.ts";

const Binary = { schema: { type: "string", format: "binary" } };

const MediaSchema = {
  tags: ["media"],
  summary: "Board image of a game (participants, and anyone signed in for a public session)",
  description: [
    "Answers the image itself (`format` png, the default, or webp) with an ETag derived from the game id, its version, the seats' names, the spectators' label drawn beside the version (none; 1 to 99; then two significant digits: 120, 1.2k, 12k) and the format; `If-None-Match` with that ETag answers 304. A change of spectators within one label keeps the image and its ETag.",
    "With `Accept: application/json` it answers `{ url, expires_at, version }` instead: a signed URL that fetches the same image without credentials until it expires (MEDIA_URL_TTL_SECONDS), for an `<img>` tag or for handing to Telegram.",
    "A request carrying `expires` and `sig` (from such a URL) needs no Authorization header.",
  ].join("\n\n"),
  security: [...AUTHENTICATED, {}],
  params: Type.Object({ game_id: Type.String({ format: "uuid" }) }),
  headers: Type.Object({
    "if-none-match": Type.Optional(
      Type.String({
        maxLength: 1024,
        description: "An ETag from an earlier answer: 304 if unchanged.",
      }),
    ),
  }),
  querystring: Type.Object({
    format: Type.Optional(
      Type.Union(
        IMAGE_FORMATS.map((f) => Type.Literal(f)),
        { default: "png" },
      ),
    ),
    expires: Type.Optional(Type.Integer({ description: "Signed URLs only: expiry, Unix seconds." })),
    sig: Type.Optional(Type.String({ maxLength: 128, description: "Signed URLs only." })),
    v: Type.Optional(Type.Integer({ description: "Ignored; signed URLs carry the version to bust caches." })),
  }),
  response: {
    200: {
      description: "The image, or a signed URL when the client accepts application/json.",
      headers: {
        ETag: {
          type: "string",
          description:
            "Images: the game, its version, the seats' names, the spectators' label and the format.",
        },
        "Cache-Control": { type: "string", description: "Images: private, no-cache." },
        Vary: {
          type: "string",
          description: "Accept: the same URL answers an image or a JSON link.",
        },
      },
      content: {
        "image/png": Binary,
        "image/webp": Binary,
        "application/json": {
          schema: Type.Object({
            url: Type.String({ format: "uri" }),
            expires_at: Type.String({ format: "date-time" }),
            version: Type.Integer(),
          }),
        },
      },
    },
    304: { description: "Not modified (If-None-Match matched); no body.", type: "null" },
    ...problems(400, 401, 403, 404),
  },
};

export type MediaConfig = Pick<Config, "MEDIA_URL_TTL_SECONDS" | "PUBLIC_BASE_URL" | "HOST" | "PORT">;
type ImageHead = Awaited<ReturnType<Core["boards"]["head"]>>;

interface ImageRequest {
  readonly gameId: string;
  readonly format: ImageFormat;
  readonly expires: number | undefined;
  readonly sig: string | undefined;
}

/** The game a request may see: by a signed URL's valid signature, or by the caller's credential. */
async function visibleGame(
  core: Core,
  authenticate: ReturnType<typeof createAuthenticate>,
  request: FastifyRequest,
  reply: FastifyReply,
  { gameId, format, expires, sig }: ImageRequest,
): Promise<ImageHead> {
  if (sig === undefined && expires === undefined) {
    await authenticate(request, reply);
    const { id, version, seats, session_id } = await core.games.visibleGameHead(principalOf(request), gameId);
    return { id, version, seats, watching: await core.boards.watching({ session_id, seats }) };
  }
  if (
    sig === undefined ||
    expires === undefined ||
    !core.boards.verify(gameId, format, expires, sig, core.now())
  )
    throw new DomainError("media_url_invalid");
  return core.boards.head(gameId);
}

/** A signed URL that fetches this image without credentials until it expires. */
function signedLink(core: Core, config: MediaConfig, game: ImageHead, format: ImageFormat, path: string) {
  const expiresAt = Math.floor(core.now() / 1000) + config.MEDIA_URL_TTL_SECONDS;
  const query = new URLSearchParams({
    format,
    v: String(game.version),
    expires: String(expiresAt),
    sig: core.boards.signature(game.id, format, expiresAt),
  });
  // Never from the Host or X-Forwarded-* headers: a client could point the link anywhere.
  const origin = config.PUBLIC_BASE_URL ?? `http://${config.HOST}:${config.PORT}`;
  return {
    url: `${origin}${path}?${query}`,
    expires_at: new Date(expiresAt * 1000).toISOString(),
    version: game.version,
  };
}

/** GET /media/render/{game_id}: the board as png/webp, or a short-lived signed URL to it. */
export function mediaRoutes(core: Core, config: MediaConfig): FastifyPluginAsyncTypebox {
  return async (app) => {
    const authenticate = createAuthenticate(core);
    app.get("/media/render/:game_id", { schema: MediaSchema }, async (request, reply) => {
      const { expires, sig } = request.query;
      const format = request.query.format ?? "png";
      const game = await visibleGame(core, authenticate, request, reply, {
        gameId: request.params.game_id,
        format,
        expires,
        sig,
      });
      const wanted = negotiate(request.headers.accept, [IMAGE_CONTENT_TYPES[format], "application/json"]);
      if (wanted === "application/json" && sig === undefined)
        return reply
          .type("application/json")
          .send(signedLink(core, config, game, format, request.url.split("?")[0] ?? ""));
      reply.header("cache-control", "private, no-cache").header("vary", "Accept");
      const etag = core.boards.etag(game, format);
      if (request.headers["if-none-match"]?.split(/\s*,\s*/).includes(etag))
        // No payload at all: `null` would be serialized to "null" with Content-Length 4 on a 304.
        return reply
          .header("etag", etag)
          .status(304)
          .send(undefined as unknown as null);
      // Drawn from the game read after the head: the ETag names the version and spectators drawn.
      const { bytes, ...drawn } = await core.boards.image(game.id, format);
      return reply
        .header("etag", core.boards.etag(drawn, format))
        .type(IMAGE_CONTENT_TYPES[format])
        .send(bytes);
    });
  };
}
