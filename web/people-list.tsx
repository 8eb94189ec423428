import { numberText, t, tKey } from "./i18n.ts";
import { shownName } from "./player-name.ts";
import type { GameState, Participant, Session } from "./types.ts";

/** Whom the host may remove now: a person other than themselves while no game runs, a spectator at any time. */
const removable = (session: Session, p: Participant) =>
  p.role !== "host" &&
  p.kind === "person" &&
  (p.role === "spectator" || session.status === "Lobby" || session.status === "GameSelection");

/** The session's people: who is online, their seat colour and score, whose turn it is, and the host's Remove. */
export function PeopleList({
  session,
  state,
  online,
  onRemove,
}: {
  session: Session;
  state: GameState | null;
  online: readonly string[];
  /** Given to the host only. */
  onRemove?: (participant: Participant) => void;
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
              {player && <span class="score">{numberText(player.score)}</span>}
              {onRemove && removable(session, p) && (
                <button type="button" class="link remove" data-remove={p.id} onClick={() => onRemove(p)}>
                  {t("removePerson", { name: shownName(p.display_name) })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
