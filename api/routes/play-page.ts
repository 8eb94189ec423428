import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../src/config.ts";
import { projectFile } from "../../src/project-files.ts";
import { buildWebClient } from "../../web/build-client.mjs";

/** The bundle and Telegram's login widget are the only scripts; the Mini App may be framed by Telegram Web. */
const CSP = [
  "default-src 'self'",
  "script-src 'self' https://telegram.org",
  "frame-src https://oauth.telegram.org",
  "connect-src 'self'",
  "img-src 'self' data: https://telegram.org https://t.me",
  "style-src 'self' 'unsafe-inline'",
  "frame-ancestors 'self' https://web.telegram.org",
].join("; ");

interface Asset {
  readonly body: string;
  readonly type: string;
  readonly etag: string;
}

const asset = (body: string, type: string): Asset => ({
  body,
  type,
  etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`,
});

/**
 * The compiled server serves what `npm run build` wrote to dist/web/; run
 * from the TypeScript sources, the same bundle is built in memory once.
 */
async function loadAssets(): Promise<{ script: Asset; styles: Asset; page: string }> {
  const compiled = import.meta.url.endsWith(".js");
  const built = compiled
    ? {
        script: await readFile(projectFile("dist/web/play.js"), "utf8"),
        styles: await readFile(projectFile("dist/web/style.css"), "utf8"),
      }
    : await buildWebClient();
  if (!built) throw new Error("the web client did not build");
  return {
    script: asset(built.script, "application/javascript; charset=utf-8"),
    styles: asset(built.styles, "text/css; charset=utf-8"),
    page: await readFile(projectFile("web/index.html"), "utf8"),
  };
}

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

function sendAsset(request: FastifyRequest, reply: FastifyReply, file: Asset) {
  reply.header("etag", file.etag).header("cache-control", "no-cache");
  if (request.headers["if-none-match"] === file.etag) return reply.status(304).send();
  return reply.type(file.type).send(file.body);
}

/** GET /play (and /play/join/{code}, /play/s/{id}): the web client, also opened as a Telegram Mini App. */
export function playPageRoutes(config: Pick<Config, "MESSENGER_BOT_USERNAME">): FastifyPluginAsync {
  return async (app) => {
    let assets: Promise<Awaited<ReturnType<typeof loadAssets>>> | undefined;
    const load = () => {
      assets ??= loadAssets().catch((error: unknown) => {
        assets = undefined;
        throw error;
      });
      return assets;
    };
    const page = async (_request: FastifyRequest, reply: FastifyReply) => {
      const html = (await load()).page.replace(
        "{{BOT_USERNAME}}",
        escapeAttribute(config.MESSENGER_BOT_USERNAME ?? ""),
      );
      return reply
        .header("content-security-policy", CSP)
        .header("cache-control", "no-cache")
        .type("text/html; charset=utf-8")
        .send(html);
    };
    for (const path of ["/play", "/play/join/:invite_code", "/play/s/:session_id"])
      app.get(path, { schema: { hide: true } }, page);
    app.get("/play/assets/play.js", { schema: { hide: true } }, async (request, reply) =>
      sendAsset(request, reply, (await load()).script),
    );
    app.get("/play/assets/play.css", { schema: { hide: true } }, async (request, reply) =>
      sendAsset(request, reply, (await load()).styles),
    );
  };
}
