import { useState } from "preact/hooks";
import type { Api } from "./api.ts";
import { ClockChoice, clockFields, clockOf } from "./clock-choice.tsx";
import { FIRST_GAME_ID } from "./game-boards.ts";
import { t } from "./i18n.ts";
import type { Plugin, Session } from "./types.ts";
import { useRun } from "./use-run.ts";

/** The players a table of this game seats: the choice, within the game's limits. */
const seatsFor = (plugin: Plugin | undefined, chosen: number) =>
  plugin ? Math.min(Math.max(chosen, plugin.min_players), plugin.max_players) : chosen;

/** Runs a request that answers a session, which the page then opens. */
type Run = (work: () => Promise<Session>) => Promise<void>;

/** A private session, or a public table of one game, with the seats and clock chosen. */
function NewSession({ api, plugins, run }: { api: Api; plugins: readonly Plugin[]; run: Run }) {
  const [maxPlayers, setMaxPlayers] = useState(4);
  const [pluginId, setPluginId] = useState<string>(FIRST_GAME_ID);
  const [clock, setClock] = useState(() => clockOf(null));
  /** A session with the chosen seats and clock; `table` adds or overrides fields (a public table's). */
  const create = (table: Readonly<Record<string, unknown>> = {}) =>
    run(() =>
      api.call<Session>("POST", "/sessions", {
        max_players: maxPlayers,
        ...clockFields(clock),
        channel: "web",
        ...table,
      }),
    );
  return (
    <section class="card">
      <h2>{t("newSession")}</h2>
      <form
        class="row"
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <label>
          {t("maxPlayers")}
          <select value={maxPlayers} onChange={(e) => setMaxPlayers(Number(e.currentTarget.value))}>
            {[2, 3, 4, 5, 6].map((n) => (
              <option value={n}>{n}</option>
            ))}
          </select>
        </label>
        <ClockChoice clock={clock} onChange={setClock} />
        <button type="submit">{t("create")}</button>
        <div class="row public-row">
          <label>
            {t("publicGame")}
            <select
              name="public_plugin"
              value={pluginId}
              onChange={(e) => setPluginId(e.currentTarget.value)}
            >
              {plugins.map((p) => (
                <option value={p.id}>{p.name}</option>
              ))}
            </select>
          </label>
          <button
            type="button"
            data-open-public
            onClick={() =>
              create({
                max_players: seatsFor(
                  plugins.find((p) => p.id === pluginId),
                  maxPlayers,
                ),
                visibility: "public",
                plugin_id: pluginId,
              })
            }
          >
            {t("openPublicTable")}
          </button>
        </div>
      </form>
      <p class="hint">{t("publicHint")}</p>
    </section>
  );
}

/** Joining a session by the invite code a friend sent. */
function JoinByCode({ api, run, error }: { api: Api; run: Run; error: string }) {
  const [code, setCode] = useState("");
  return (
    <section class="card">
      <h2>{t("joinTitle")}</h2>
      <form
        class="row"
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => api.call<Session>("POST", "/sessions/join", { invite_code: code, channel: "web" }));
        }}
      >
        <label>
          {t("inviteCode")}
          <input
            value={code}
            required
            maxLength={64}
            autoComplete="off"
            autoCapitalize="characters"
            onInput={(e) => setCode(e.currentTarget.value)}
          />
        </label>
        <button type="submit">{t("join")}</button>
      </form>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}

/** Create a private session or open a public table of one game, or join one by its invite code. */
export function Lobby({
  api,
  plugins,
  onSession,
}: {
  api: Api;
  plugins: readonly Plugin[];
  onSession: (s: Session) => void;
}) {
  const { error, run: runRequest } = useRun();
  const run: Run = (work) => runRequest(async () => onSession(await work()));
  return (
    <>
      <NewSession api={api} plugins={plugins} run={run} />
      <JoinByCode api={api} run={run} error={error} />
    </>
  );
}
