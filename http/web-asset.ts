import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/** A built browser file (script, styles, page) served with a strong ETag. */
export interface WebAsset {
  readonly body: string;
  readonly contentType: string;
  /** Strong validator for If-None-Match. */
  readonly etag: string;
}

/** Wraps a built file with its ETag (a hash of its bytes). */
export function webAsset(body: string, contentType: string): WebAsset {
  return {
    body,
    contentType,
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`,
  };
}

/** Sends a built asset with its ETag, answering 304 when the client already has it. */
export function sendAsset(
  request: FastifyRequest,
  reply: FastifyReply,
  asset: WebAsset,
  cacheControl: string,
) {
  reply.header("etag", asset.etag).header("cache-control", cacheControl);
  if (request.headers["if-none-match"] === asset.etag) return reply.status(304).send();
  return reply.type(asset.contentType).send(asset.body);
}

/** Escapes text for a double-quoted HTML attribute. */
export function escapeHtmlAttribute(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}
