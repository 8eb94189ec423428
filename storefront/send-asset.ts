import type { FastifyReply, FastifyRequest } from "fastify";
import type { BrowserAsset } from "./browser-bundles.ts";

/** Sends a built asset with its ETag, answering 304 when the client already has it. */
export function sendAsset(
  request: FastifyRequest,
  reply: FastifyReply,
  asset: BrowserAsset,
  maxAgeSeconds: number,
) {
  reply.header("etag", asset.etag).header("cache-control", `public, max-age=${maxAgeSeconds}`);
  if (request.headers["if-none-match"] === asset.etag) return reply.status(304).send();
  return reply.type(asset.contentType).send(asset.body);
}
