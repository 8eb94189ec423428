import type { Api } from "./api.ts";
import { t, tKey } from "./i18n.ts";
import type { Session } from "./types.ts";
import type { Run } from "./use-run.ts";

/** The host seats computer players (easy or hard) and removes them, between games. */
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
        {(["easy", "hard"] as const).map((strength) => (
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
              {t("removeComputer", { name: p.display_name })}
            </button>
          ))}
        </p>
      )}
    </>
  );
}
