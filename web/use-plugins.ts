import { useEffect, useState } from "preact/hooks";
import { titleWords } from "../src/games/game-title.ts";
import { gameWordsOf } from "./i18n.ts";
import type { Plugin } from "./types.ts";

/**
 * The installed games (GET /plugins needs no credential), each named and
 * summed up in the page's language (the API's `name` is the English one).
 */
export function usePlugins(): readonly Plugin[] {
  const [plugins, setPlugins] = useState<readonly Plugin[]>([]);
  useEffect(() => {
    void fetch("/api/v1/plugins")
      .then((r) => r.json())
      .then((b: { plugins: Plugin[] }) =>
        setPlugins(b.plugins.map((plugin) => ({ ...plugin, ...gameWordsOf(titleWords(plugin.id)) }))),
      );
  }, []);
  return plugins;
}
