import { useEffect, useState } from "preact/hooks";
import type { Api } from "./api.ts";
import type { LobbyPage, LobbyTable } from "./types.ts";

/**
 * How often the lobby is read again while the page is visible. No wire
 * carries lobby changes (the event stream and the channel follow one
 * session), and a lobby feed would cost every process a fan-out to every
 * open lobby page on each join; one GET /lobby a few seconds is cheap
 * (the coordinator benches its p99) and stops while the tab is hidden.
 */
const POLL_MS = 3000;

/** Reads `pages` pages of the lobby from the start, following next_cursor. */
async function readPages(api: Api, pluginId: string, pages: number) {
  const tables: LobbyTable[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < pages; page++) {
    const query = new URLSearchParams(pluginId ? { plugin_id: pluginId } : {});
    if (cursor) query.set("cursor", cursor);
    const answer: LobbyPage = await api.call<LobbyPage>("GET", `/lobby?${query}`);
    tables.push(...answer.tables);
    cursor = answer.next_cursor;
    if (!cursor) break;
  }
  return { tables, more: cursor !== null };
}

/**
 * The open public tables of one game (all games for ""), kept fresh by
 * polling: tables opened elsewhere appear and filled or closed ones go,
 * without a reload. `showMore` adds the next page to what is kept fresh.
 */
export function useOpenTables(api: Api, pluginId: string) {
  const [pages, setPages] = useState(1);
  const [view, setView] = useState<{ tables: readonly LobbyTable[]; more: boolean } | null>(null);
  const [error, setError] = useState("");
  const [reads, setReads] = useState(0);
  useEffect(() => setPages(1), [pluginId]);
  useEffect(() => {
    let stopped = false;
    let reading = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      clearTimeout(timer);
      if (document.hidden || reading) return;
      reading = true;
      readPages(api, pluginId, pages)
        .then((next) => {
          if (stopped) return;
          setView(next);
          setError("");
        })
        .catch((e: Error) => !stopped && setError(e.message))
        .finally(() => {
          reading = false;
          if (!stopped) timer = setTimeout(read, POLL_MS);
        });
    };
    read();
    document.addEventListener("visibilitychange", read);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", read);
    };
  }, [pluginId, pages, reads]);
  return {
    tables: view?.tables ?? null,
    more: view?.more ?? false,
    error,
    showMore: () => setPages(pages + 1),
    /** Reads again now (after a block, so the blocked host's tables go at once). */
    refresh: () => setReads(reads + 1),
  };
}
