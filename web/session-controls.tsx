import type { Api } from "./api.ts";
import { t } from "./i18n.ts";
import type { Session } from "./types.ts";
import type { Run } from "./use-run.ts";

/** The host pauses, resumes and closes; anyone else leaves; everyone can go back. */
export function SessionControls({
  api,
  session,
  isHost,
  run,
  onLeft,
}: {
  api: Api;
  session: Session;
  isHost: boolean;
  run: Run;
  onLeft: () => void;
}) {
  const post = (path: string) => run(() => api.call("POST", `/sessions/${session.id}/${path}`));
  return (
    <section class="card row controls">
      {isHost && session.status === "InGame" && (
        <button type="button" onClick={() => post("pause")}>
          {t("pause")}
        </button>
      )}
      {isHost && session.status === "Paused" && (
        <button type="button" onClick={() => post("resume")}>
          {t("resume")}
        </button>
      )}
      {isHost && session.status !== "Closed" && (
        <button type="button" class="danger" onClick={() => confirm(t("confirmClose")) && post("close")}>
          {t("close")}
        </button>
      )}
      {!isHost && session.status !== "Closed" && (
        <button
          type="button"
          onClick={() =>
            run(async () => {
              await api.call("POST", `/sessions/${session.id}/leave`);
              onLeft();
            })
          }
        >
          {t("leave")}
        </button>
      )}
      <button type="button" onClick={onLeft}>
        {t("back")}
      </button>
    </section>
  );
}
