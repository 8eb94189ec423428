import { t, tKey } from "./i18n.ts";
import { shownName } from "./player-name.ts";
import type { GameState, Session } from "./types.ts";

/** The session's people: who is online, their seat colour and score, and whose turn it is. */
export function PeopleList({
  session,
  state,
  online,
}: {
  session: Session;
  state: GameState | null;
  online: readonly string[];
}) {
  return (
    <section class="card">
      <h2>{t("players")}</h2>
      <ul class="people">
        {session.participants.map((p) => {
          const player = state?.players.find((x) => x.participant_id === p.id);
          const live = online.includes(p.id);
          return (
            <li data-participant={p.id}>
              <span class={`dot${live ? " on" : ""}`} title={live ? t("online") : t("offline")} />
              <span class="sr-only">{live ? t("online") : t("offline")}</span>
              {player && <span class="swatch" style={{ background: player.color }} />}
              <span class={state?.turn?.participant_id === p.id ? "mover" : ""}>
                {shownName(p.display_name)}
              </span>
              {p.role !== "player" && (
                <span class="hint"> · {t(p.role === "host" ? "host" : "spectator")}</span>
              )}
              {p.presence_messenger && <span class="hint"> · {t("onTelegram")}</span>}
              {p.strength && <span class="hint"> · {tKey(`computer_${p.strength}`)}</span>}
              {player && <span class="score">{player.score}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
