import { useState } from "preact/hooks";
import type { Api } from "./api.ts";
import { BlockedPlayers } from "./blocked-players.tsx";
import { numberText, t } from "./i18n.ts";
import { shownName } from "./player-name.ts";
import type { LobbyTable, Plugin, Session } from "./types.ts";
import { useOpenTables } from "./use-open-tables.ts";
import { useRun } from "./use-run.ts";

interface Blocked {
  readonly userId: string;
  readonly name: string;
}

/** One open table: its game, host, seats and clock, with Join and the host's Block. */
function TableRow({
  table,
  gameName,
  onJoin,
  onBlock,
}: {
  table: LobbyTable;
  gameName: string;
  onJoin: () => void;
  /** Null on the viewer's own table. */
  onBlock: (() => void) | null;
}) {
  const host = shownName(table.host.display_name);
  return (
    <li data-table={table.session_id}>
      <span>
        <strong>{gameName}</strong> · {host}
        {table.host.rating !== null && (
          <span class="hint"> ({numberText(Math.round(table.host.rating))})</span>
        )}
        <span class="hint">
          {" "}
          · {t("seatsTaken", { taken: table.seats_taken, max: table.max_players })}
          {table.time_control && ` · ${t("timed")}`}
        </span>
      </span>
      <span class="row">
        <button type="button" data-join={table.invite_code} onClick={onJoin}>
          {t("join")}
          <span class="sr-only"> {t("tableOf", { name: host, game: gameName })}</span>
        </button>
        {onBlock && (
          <button type="button" class="link" onClick={onBlock}>
            {t("block")}
            <span class="sr-only"> {host}</span>
          </button>
        )}
      </span>
    </li>
  );
}

/** The lobby's game filter: every game, or one. */
function GameFilter({
  plugins,
  pluginId,
  onChange,
}: {
  plugins: readonly Plugin[];
  pluginId: string;
  onChange: (pluginId: string) => void;
}) {
  return (
    <label>
      {t("game")}
      <select name="lobby_plugin" value={pluginId} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{t("allGames")}</option>
        {plugins.map((p) => (
          <option value={p.id}>{p.name}</option>
        ))}
      </select>
    </label>
  );
}

/** The lobby: public tables waiting for players, live, filtered by game and paged, each with Join. */
export function OpenTables({
  api,
  userId,
  plugins,
  onSession,
}: {
  api: Api;
  /** The viewer's user id, whose own tables have no Block; null until known. */
  userId: string | null;
  plugins: readonly Plugin[];
  onSession: (s: Session) => void;
}) {
  const [pluginId, setPluginId] = useState("");
  const { tables, more, error: readError, showMore, refresh } = useOpenTables(api, pluginId);
  const { error, run } = useRun();
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const [blocks, setBlocks] = useState(0);
  const changed = () => {
    setBlocks((n) => n + 1);
    refresh();
  };
  const gameName = (id: string) => plugins.find((p) => p.id === id)?.name ?? id;
  const block = (table: LobbyTable) => {
    const name = shownName(table.host.display_name);
    if (!confirm(t("confirmBlock", { name }))) return;
    void run(async () => {
      await api.call("POST", "/users/me/blocks", { user_id: table.host.user_id });
      setBlocked({ userId: table.host.user_id, name });
      changed();
    });
  };
  const undo = (was: Blocked) =>
    run(async () => {
      await api.call("DELETE", `/users/me/blocks/${was.userId}`);
      setBlocked(null);
      changed();
    });
  return (
    <section class="card open-tables" aria-labelledby="open-tables-title">
      <h2 id="open-tables-title">{t("openTables")}</h2>
      <GameFilter plugins={plugins} pluginId={pluginId} onChange={setPluginId} />
      {blocked && (
        <p class="row" role="status">
          {t("blocked", { name: blocked.name })}
          <button type="button" class="link" onClick={() => undo(blocked)}>
            {t("undo")}
          </button>
        </p>
      )}
      {tables?.length === 0 && <p class="hint">{t("noOpenTables")}</p>}
      <ul class="people tables" aria-live="polite" data-tables={tables?.length ?? "loading"}>
        {tables?.map((table) => (
          <TableRow
            key={table.session_id}
            table={table}
            gameName={gameName(table.plugin_id)}
            onJoin={() =>
              run(async () =>
                onSession(
                  await api.call<Session>("POST", "/sessions/join", {
                    invite_code: table.invite_code,
                    channel: "web",
                  }),
                ),
              )
            }
            onBlock={table.host.user_id === userId ? null : () => block(table)}
          />
        ))}
      </ul>
      {more && (
        <button type="button" onClick={showMore}>
          {t("moreTables")}
        </button>
      )}
      <BlockedPlayers api={api} run={run} version={blocks} onChange={changed} />
      {(error || readError) && <p role="alert">{error || readError}</p>}
    </section>
  );
}
