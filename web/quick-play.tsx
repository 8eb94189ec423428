import { useEffect, useState } from "preact/hooks";
import type { Api } from "./api.ts";
import { FIRST_GAME_ID } from "./game-boards.ts";
import { t } from "./i18n.ts";
import { usePlugins } from "./use-plugins.ts";

interface Ticket {
  readonly ticket_id: string;
  readonly status: "waiting" | "matched" | "cancelled";
  readonly session_id: string | null;
}

/** How often a waiting ticket is read again. */
const POLL_MS = 1000;

/** Quick play: pick a game and wait for an opponent of near rating; a match opens its session page. */
export function QuickPlay({ api, onMatched }: { api: Api; onMatched: (sessionId: string) => void }) {
  const plugins = usePlugins();
  const [pluginId, setPluginId] = useState<string>(FIRST_GAME_ID);
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [error, setError] = useState("");
  useEffect(() => {
    if (ticket?.status !== "waiting") return;
    const timer = setInterval(() => {
      api
        .call<Ticket>("GET", `/matchmaking/${ticket.ticket_id}`)
        .then((next) => {
          setTicket(next);
          if (next.status === "matched" && next.session_id) onMatched(next.session_id);
        })
        .catch((e: Error) => setError(e.message));
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [ticket?.ticket_id, ticket?.status]);
  const queue = () =>
    api
      .call<Ticket>("POST", "/matchmaking", { plugin_id: pluginId })
      .then(setTicket)
      .catch((e: Error) => setError(e.message));
  const cancel = () =>
    ticket &&
    api
      .call<Ticket>("DELETE", `/matchmaking/${ticket.ticket_id}`)
      .then(setTicket)
      .catch((e: Error) => setError(e.message));
  return (
    <section class="card" aria-label={t("quickPlay")} data-ticket={ticket?.status ?? "none"}>
      <h2>{t("quickPlay")}</h2>
      {ticket?.status === "waiting" ? (
        <p class="row">
          {t("lookingForOpponent")}{" "}
          <button type="button" data-quick="cancel" onClick={cancel}>
            {t("cancelSearch")}
          </button>
        </p>
      ) : (
        <form
          class="row"
          onSubmit={(e) => {
            e.preventDefault();
            void queue();
          }}
        >
          <label>
            {t("game")}
            <select name="quick_plugin" value={pluginId} onChange={(e) => setPluginId(e.currentTarget.value)}>
              {plugins
                .filter((p) => p.min_players <= 2)
                .map((p) => (
                  <option value={p.id}>{p.name}</option>
                ))}
            </select>
          </label>
          <button type="submit" data-quick="start">
            {t("findOpponent")}
          </button>
        </form>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
