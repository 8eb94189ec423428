import { useState } from "preact/hooks";
import type { Api } from "./api.ts";
import { FIRST_GAME_ID } from "./game-boards.ts";
import { t, tKey } from "./i18n.ts";
import type { Tournament } from "./types.ts";
import { usePlugins } from "./use-plugins.ts";

const FORMATS = ["swiss", "knockout", "arena"] as const;

/** Organise a tournament of one game; the organiser lands on its page to share it and start it. */
export function NewTournament({ api, onCreated }: { api: Api; onCreated: (t: Tournament) => void }) {
  const plugins = usePlugins();
  const [pluginId, setPluginId] = useState<string>(FIRST_GAME_ID);
  const [format, setFormat] = useState<(typeof FORMATS)[number]>("swiss");
  const [minutes, setMinutes] = useState(30);
  const [error, setError] = useState("");
  return (
    <section class="card">
      <h2>{t("newTournament")}</h2>
      <form
        class="row"
        onSubmit={(e) => {
          e.preventDefault();
          setError("");
          api
            .call<Tournament>("POST", "/tournaments", {
              plugin_id: pluginId,
              format,
              ...(format === "arena" ? { duration_minutes: minutes } : {}),
            })
            .then(onCreated)
            .catch((err: Error) => setError(err.message));
        }}
      >
        <label>
          {t("game")}
          <select name="plugin_id" value={pluginId} onChange={(e) => setPluginId(e.currentTarget.value)}>
            {plugins.map((p) => (
              <option value={p.id}>{p.name}</option>
            ))}
          </select>
        </label>
        <label>
          {t("format")}
          <select
            name="format"
            value={format}
            onChange={(e) => setFormat(e.currentTarget.value as (typeof FORMATS)[number])}
          >
            {FORMATS.map((f) => (
              <option value={f}>{tKey(`format_${f}`)}</option>
            ))}
          </select>
        </label>
        {format === "arena" && (
          <label>
            {t("arenaMinutes")}
            <select value={minutes} onChange={(e) => setMinutes(Number(e.currentTarget.value))}>
              {[10, 30, 60, 120].map((n) => (
                <option value={n}>{n} min</option>
              ))}
            </select>
          </label>
        )}
        <button type="submit">{t("create")}</button>
      </form>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
