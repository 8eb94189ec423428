import { useEffect, useState } from "preact/hooks";
import type { Plugin } from "./types.ts";

/** The installed games (GET /plugins needs no credential). */
export function usePlugins(): readonly Plugin[] {
  const [plugins, setPlugins] = useState<readonly Plugin[]>([]);
  useEffect(() => {
    void fetch("/api/v1/plugins")
      .then((r) => r.json())
      .then((b: { plugins: Plugin[] }) => setPlugins(b.plugins));
  }, []);
  return plugins;
}
