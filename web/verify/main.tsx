/**
 * The verify page's own bundle (dist/web/verify.js, served on
 * /play/verify/{id}): the core's verifier and every game's rules, which
 * /play's bundle does not carry.
 */

import { TEXTS } from "locales:verify";
import { render } from "preact";
import { directionOf } from "../../src/i18n/locales.ts";
import { LOCALE } from "../i18n.ts";
import { wordsOf } from "../words.ts";
import { VerifyScreen } from "./verify-screen.tsx";
import { VerifyWords } from "./verify-words.ts";

/** GET /api/v1/games/{id}/export, the game's self-contained record (no credential once it is over). */
async function fetchExport(gameId: string): Promise<unknown> {
  const res = await fetch(`/api/v1/games/${encodeURIComponent(gameId)}/export`);
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error(body?.detail ?? res.statusText);
  return body;
}

const path = /^\/play\/verify\/([^/]+)\/?$/.exec(location.pathname)?.[1];
/** The game id of /play/verify/{id}, or null on /play/verify (files only). */
const gameId = path ? decodeURIComponent(path) : null;
// Fetched before the first render, so the record downloads while the page is drawn.
const record = gameId ? fetchExport(gameId) : null;

document.documentElement.lang = LOCALE;
document.documentElement.dir = directionOf(LOCALE);
const words = wordsOf(LOCALE, (locale) => [TEXTS[locale] ?? ""]);
render(
  <VerifyWords.Provider value={words}>
    <header>
      <h1>
        <a href="/play">{words.t("verifyHome")}</a>
      </h1>
    </header>
    <main>
      <VerifyScreen gameId={gameId} record={record} />
    </main>
  </VerifyWords.Provider>,
  document.getElementById("app") as HTMLElement,
);
