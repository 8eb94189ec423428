import { readFile } from "node:fs/promises";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { escapeHtmlAttribute, sendAsset, type WebAsset, webAsset } from "../../http/web-asset.ts";
import { projectFile } from "../../platform/project-files.ts";
import type { Config } from "../../src/config.ts";
import { DomainError } from "../../src/errors.ts";
import { type LocaleFiles, readLocaleFiles } from "../../src/i18n/locale-files.ts";
import { directionOf, type Locale, localeOfAcceptLanguage } from "../../src/i18n/locales.ts";

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

/** Each .ftl file of locales/ as an asset, by "<lang>/<part>" ("de/verify"), and the languages that have a folder. */
function localeAssets(files: LocaleFiles): {
  words: ReadonlyMap<string, WebAsset>;
  locales: readonly Locale[];
} {
  const words = new Map(
    [...files].flatMap(([locale, parts]) =>
      [...parts].map(
        ([part, text]) => [`${locale}/${part}`, webAsset(text, "text/plain; charset=utf-8")] as const,
      ),
    ),
  );
  return { words, locales: [...files.keys()] };
}

/**
 * The web client as `npm run build` wrote it to dist/web/: the server only
 * serves files, it never builds (so production needs no esbuild). `npm test`
 * builds first; run from the sources without a build, /play answers 500 with
 * the reason in the log.
 */
async function loadAssets(): Promise<{
  script: WebAsset;
  verify: WebAsset;
  styles: WebAsset;
  page: string;
  words: ReadonlyMap<string, WebAsset>;
  locales: readonly Locale[];
}> {
  const read = (file: string) =>
    readFile(projectFile(`dist/web/${file}`), "utf8").catch((error: unknown) => {
      throw new Error(`dist/web/${file} is missing: run \`npm run build\` first`, { cause: error });
    });
  return {
    script: webAsset(await read("play.js"), "application/javascript; charset=utf-8"),
    verify: webAsset(await read("verify.js"), "application/javascript; charset=utf-8"),
    styles: webAsset(await read("style.css"), "text/css; charset=utf-8"),
    page: await readFile(projectFile("web/index.html"), "utf8"),
    ...localeAssets(readLocaleFiles(projectFile("locales"))),
  };
}

/**
 * GET /play (and /play/join/{code}, /play/s/{id}, /play/replay/{id}, /play/top/{plugin}, /play/t/{tournament}, /play/me): the web client, also opened as a Telegram Mini App.
 * GET /play/verify/{id} (and /play/verify, for files only): the same page with the verify bundle, which replays a game's export in the browser.
 */
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
    const page = (script: "play" | "verify") => async (request: FastifyRequest, reply: FastifyReply) => {
      // The page opens in the browser's language; the client may switch to the one its user chose.
      const { page: template, locales } = await load();
      const lang = localeOfAcceptLanguage(request.headers["accept-language"], locales);
      const html = template
        .replace(
          '<html lang="en" dir="ltr">',
          `<html lang="${lang}" dir="${directionOf(lang)}" data-locales="${locales.join(" ")}">`,
        )
        .replace("{{BOT_USERNAME}}", escapeHtmlAttribute(config.MESSENGER_BOT_USERNAME ?? ""))
        .replace("{{SCRIPT}}", script);
      return reply
        .header("content-security-policy", CSP)
        .header("vary", "Accept-Language")
        .header("cache-control", "no-cache")
        .type("text/html; charset=utf-8")
        .send(html);
    };
    for (const path of [
      "/play",
      "/play/join/:invite_code",
      "/play/s/:session_id",
      "/play/replay/:game_id",
      "/play/top/:plugin_id",
      "/play/t/:tournament_id",
      "/play/me",
      "/play/g/:game_id",
      "/play/tv",
      "/play/tv/:plugin_id",
    ])
      app.get(path, { schema: { hide: true } }, page("play"));
    for (const path of ["/play/verify", "/play/verify/:game_id"])
      app.get(path, { schema: { hide: true } }, page("verify"));
    app.get("/play/assets/play.js", { schema: { hide: true } }, async (request, reply) =>
      sendAsset(request, reply, (await load()).script, "no-cache"),
    );
    app.get("/play/assets/verify.js", { schema: { hide: true } }, async (request, reply) =>
      sendAsset(request, reply, (await load()).verify, "no-cache"),
    );
    // A page fetches its words in its language: locales/<lang>/<part>.ftl as the folder holds it.
    app.get("/play/assets/locales/*", { schema: { hide: true } }, async (request, reply) => {
      const path = (request.params as { "*": string })["*"];
      const asset = path.endsWith(".ftl") ? (await load()).words.get(path.slice(0, -4)) : undefined;
      if (!asset) throw new DomainError("route_not_found");
      return sendAsset(request, reply, asset, "no-cache");
    });
    app.get("/play/assets/play.css", { schema: { hide: true } }, async (request, reply) =>
      sendAsset(request, reply, (await load()).styles, "no-cache"),
    );
  };
}
