import type { Act } from "../src/games/kit/web-board.ts";
import type { Api } from "./api.ts";
import { FinishedGame } from "./finished-game.tsx";
import { GamePanel } from "./game-panel.tsx";
import { GamePicker } from "./game-picker.tsx";
import { t, tKey } from "./i18n.ts";
import { InviteCard } from "./invite-card.tsx";
import { PeopleList } from "./people-list.tsx";
import { shownName } from "./player-name.ts";
import { ReclaimSeat } from "./reclaim-seat.tsx";
import { sendAction } from "./send-action.ts";
import { SessionControls } from "./session-controls.tsx";
import type { Participant, Session } from "./types.ts";
import { useLiveSession } from "./use-live-session.ts";
import { usePlugins } from "./use-plugins.ts";
import { useRun } from "./use-run.ts";

/** A session: invite, people with presence, the host's controls, and the live board. */
export function SessionScreen({
  api,
  sessionId,
  botUsername,
  onLeft,
}: {
  api: Api;
  sessionId: string;
  botUsername: string;
  onLeft: () => void;
}) {
  const plugins = usePlugins();
  const { session, setSession, state, takeState, online, connected, transport, me } = useLiveSession(
    api,
    sessionId,
  );
  const { error, run } = useRun();
  const act: Act = (action_type, payload = {}) => {
    if (!state) return;
    void run(async () => takeState(await sendAction(api, state.game_id, action_type, payload)));
  };

  if (!session) return <p class="card">{error ? <span role="alert">{error}</span> : "…"}</p>;
  const isHost = session.participants.find((p) => p.id === me)?.role === "host";
  const picking = session.status === "Lobby" || session.status === "GameSelection";

  return (
    <>
      <p class="status-line">
        <span class={`dot${connected ? " on" : ""}`} />
        <span data-connection={connected ? "live" : "reconnecting"} data-transport={transport}>
          {connected ? t("live") : t("reconnecting")}
        </span>
        {" · "}
        <span data-session-status={session.status}>{tKey(`status_${session.status}`)}</span>
        {session.visibility === "public" && <span data-visibility="public"> · {t("publicTable")}</span>}
      </p>
      {error && (
        <p role="alert" class="card error">
          {error}
        </p>
      )}
      {session.status === "Closed" && <p class="card">{t("sessionClosed")}</p>}
      {state && <ReclaimSeat api={api} state={state} me={me} run={run} onState={takeState} />}
      {state && <GamePanel state={state} me={me} act={act} />}
      {state?.status === "finished" && <FinishedGame api={api} state={state} me={me} run={run} />}
      {isHost && picking && (
        <GamePicker api={api} session={session} plugins={plugins} run={run} onSession={setSession} />
      )}
      {!isHost && picking && <p class="card hint">{t("waitForHost")}</p>}
      <PeopleList
        session={session}
        state={state}
        online={online}
        {...(isHost
          ? {
              onRemove: (p: Participant) =>
                confirm(t("confirmRemove", { name: shownName(p.display_name) })) &&
                run(async () =>
                  setSession(
                    await api.call<Session>("DELETE", `/sessions/${session.id}/participants/${p.id}`),
                  ),
                ),
            }
          : {})}
      />
      {session.status !== "Closed" && <InviteCard session={session} botUsername={botUsername} />}
      <SessionControls api={api} session={session} isHost={isHost} run={run} onLeft={onLeft} />
    </>
  );
}
