import type { Api } from "./api.ts";
import { t, tKey } from "./i18n.ts";
import { shownName } from "./player-name.ts";
import type { Session, Strength } from "./types.ts";
import type { Run } from "./use-run.ts";

/** Every strength, weakest first; a record so that a strength added to the documents must be added here. */
const STRENGTH_ORDER: Readonly<Record<Strength, number>> = { easy: 0, medium: 1, hard: 2 };
const STRENGTHS = Object.keys(STRENGTH_ORDER) as Strength[];

/** The host seats computer players (of each strength) and removes them, between games. */
export function ComputerSeats({
  api,
  session,
  players,
  run,
  onSession,
}: {
  api: Api;
  session: Session;
  players: number;
  run: Run;
  onSession: (session: Session) => void;
}) {
  const computers = session.participants.filter((p) => p.kind === "computer");
  return (
    <>
      <p class="row computers">
        <span class="hint">{t("playAlone")}</span>
        {STRENGTHS.map((strength) => (
          <button
            type="button"
            disabled={players >= session.max_players}
            data-add-computer={strength}
            onClick={() =>
              run(async () =>
                onSession(
                  await api.call<Session>("POST", `/sessions/${session.id}/computer-players`, { strength }),
                ),
              )
            }
          >
            {tKey(`addComputer_${strength}`)}
          </button>
        ))}
      </p>
      {computers.length > 0 && (
        <p class="row computers">
          {computers.map((p) => (
            <button
              type="button"
              data-remove-computer={p.id}
              onClick={() =>
                run(async () =>
                  onSession(
                    await api.call<Session>("DELETE", `/sessions/${session.id}/computer-players/${p.id}`),
                  ),
                )
              }
            >
              {t("removeComputer", { name: shownName(p.display_name) })}
            </button>
          ))}
        </p>
      )}
    </>
  );
}
