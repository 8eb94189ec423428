import { useState } from "preact/hooks";
import type { Api } from "./api.ts";
import { ClockChoice, clockFields, clockOf } from "./clock-choice.tsx";
import { ComputerSeats } from "./computer-seats.tsx";
import { t } from "./i18n.ts";
import { freshEntropy, rememberEntropy } from "./sent-entropy.ts";
import type { Plugin, Session } from "./types.ts";
import type { Run } from "./use-run.ts";

/** The host's choice of the next game (those the seated players fit; a table opened for one game offers it alone) and its clock, and the computer seats; a start carries the host's entropy. */
export function GamePicker({
  api,
  session,
  plugins,
  run,
  onSession,
}: {
  api: Api;
  session: Session;
  plugins: readonly Plugin[];
  run: Run;
  onSession: (session: Session) => void;
}) {
  const players = session.participants.filter((p) => p.role !== "spectator").length;
  const [clock, setClock] = useState(() => clockOf(session));
  const start = (pluginId: string) =>
    run(async () => {
      const entropy = freshEntropy();
      const game = await api.call<{ id: string }>("POST", `/sessions/${session.id}/games`, {
        plugin_id: pluginId,
        ...clockFields(clock),
        entropy,
      });
      rememberEntropy(game.id, entropy);
    });
  return (
    <section class="card">
      <h2>{t("pickGame")}</h2>
      <div class="row clock-choice">
        <ClockChoice clock={clock} onChange={setClock} />
      </div>
      <ul class="plugins">
        {plugins
          .filter((p) => session.plugin_id === null || p.id === session.plugin_id)
          .map((p) => (
            <li>
              <button
                type="button"
                disabled={players < p.min_players || players > p.max_players}
                data-plugin={p.id}
                onClick={() => start(p.id)}
              >
                {p.name}
              </button>
              <span class="hint">
                {p.min_players === p.max_players
                  ? t("playersCount", { n: p.min_players })
                  : t("playersRange", { min: p.min_players, max: p.max_players })}{" "}
                · {p.summary}
              </span>
            </li>
          ))}
      </ul>
      <ComputerSeats api={api} session={session} players={players} run={run} onSession={onSession} />
    </section>
  );
}
