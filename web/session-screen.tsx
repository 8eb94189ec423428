import { useEffect, useRef, useState } from "preact/hooks";
import type { Act } from "../src/games/kit/web-board.ts";
import { type Api, uuid } from "./api.ts";
import { GamePanel } from "./game-panel.tsx";
import { t, tKey } from "./i18n.ts";
import { openLive } from "./live.ts";
import type { GameState, Plugin, Session } from "./types.ts";

function CopyButton({ text }: { text: string }) {
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      onClick={async () => {
        await navigator.clipboard?.writeText(text).catch(() => {});
        setDone(true);
      }}
    >
      {done ? t("copied") : t("copy")}
    </button>
  );
}

function Invite({ session, botUsername }: { session: Session; botUsername: string }) {
  const web = `${location.origin}/play/join/${session.invite_code}`;
  const bot = botUsername ? `https://t.me/${botUsername}?start=${session.invite_code}` : "";
  return (
    <section class="card">
      <h2>
        {t("invite")} <code data-invite-code>{session.invite_code}</code>
      </h2>
      <div class="link-row">
        <label>
          {t("webLink")}
          <input readOnly value={web} data-web-link />
        </label>
        <CopyButton text={web} />
        {typeof navigator.share === "function" && (
          <button
            type="button"
            onClick={() => navigator.share({ title: t("title"), url: web }).catch(() => {})}
          >
            {t("share")}
          </button>
        )}
      </div>
      {bot && (
        <div class="link-row">
          <label>
            {t("botLink")}
            <input readOnly value={bot} data-bot-link />
          </label>
          <CopyButton text={bot} />
        </div>
      )}
    </section>
  );
}

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
  const [session, setSession] = useState<Session | null>(null);
  const [state, setState] = useState<GameState | null>(null);
  const [online, setOnline] = useState<readonly string[]>([]);
  const [connected, setConnected] = useState(false);
  const [plugins, setPlugins] = useState<readonly Plugin[]>([]);
  const [me, setMe] = useState("");
  const [error, setError] = useState("");
  // The newest state shown, read by the stream's callback (which keeps the first render's closure).
  const shown = useRef<{ gameId: string; version: number } | null>(null);

  const takeState = (next: GameState | null) => {
    // Updates may cross (an action's answer and the stream): never step back to an older version.
    if (next && shown.current?.gameId === next.game_id && next.version < shown.current.version) return;
    shown.current = next ? { gameId: next.game_id, version: next.version } : null;
    setState(next);
  };

  useEffect(() => {
    void fetch("/api/v1/plugins")
      .then((r) => r.json())
      .then((b: { plugins: Plugin[] }) => setPlugins(b.plugins));
    const live = openLive(
      api,
      sessionId,
      (update) => {
        if (update.session) setSession(update.session);
        if (update.state !== undefined) takeState(update.state);
        if (update.online) setOnline(update.online);
        if (update.you) setMe(update.you);
      },
      setConnected,
    );
    return () => live.close();
  }, [sessionId]);

  const run = async (work: () => Promise<unknown>) => {
    setError("");
    try {
      await work();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const act: Act = (action_type, payload = {}) => {
    if (!state) return;
    void run(async () => {
      const res = await api.call<{ state: GameState }>(
        "POST",
        `/games/${state.game_id}/actions`,
        { action_id: uuid(), action_type, payload },
        { "idempotency-key": uuid() },
      );
      takeState(res.state);
    });
  };

  if (!session) return <p class="card">{error ? <span role="alert">{error}</span> : "…"}</p>;
  const mine = session.participants.find((p) => p.id === me);
  const isHost = mine?.role === "host";
  const picking = session.status === "Lobby" || session.status === "GameSelection";
  const players = session.participants.filter((p) => p.role !== "spectator").length;
  const post = (path: string) => run(() => api.call("POST", `/sessions/${session.id}/${path}`));

  return (
    <>
      <p class="status-line">
        <span class={`dot${connected ? " on" : ""}`} />
        <span data-connection={connected ? "live" : "reconnecting"}>
          {connected ? t("live") : t("reconnecting")}
        </span>
        {" · "}
        <span data-session-status={session.status}>{tKey(`status_${session.status}`)}</span>
      </p>
      {error && (
        <p role="alert" class="card error">
          {error}
        </p>
      )}
      {session.status === "Closed" && <p class="card">{t("sessionClosed")}</p>}
      {state && <GamePanel state={state} me={me} act={act} />}
      {state?.status === "finished" && (
        <p class="card controls">
          {state.players.some((p) => p.participant_id === me) && (
            <button
              type="button"
              data-rematch
              onClick={() => run(() => api.call("POST", `/games/${state.game_id}/rematch`))}
            >
              {t("rematch")}
            </button>
          )}
          <a href={`/play/replay/${state.game_id}`} data-replay-link>
            {t("replay")}
          </a>
        </p>
      )}
      {isHost && picking && (
        <section class="card">
          <h2>{t("pickGame")}</h2>
          <ul class="plugins">
            {plugins.map((p) => (
              <li>
                <button
                  type="button"
                  disabled={players < p.min_players || players > p.max_players}
                  data-plugin={p.id}
                  onClick={() =>
                    run(() => api.call("POST", `/sessions/${session.id}/games`, { plugin_id: p.id }))
                  }
                >
                  {p.name}
                </button>
                <span class="hint">
                  {t("playersRange", { min: p.min_players, max: p.max_players })} · {p.summary}
                </span>
              </li>
            ))}
          </ul>
          <p class="row computers">
            <span class="hint">{t("playAlone")}</span>
            {(["easy", "hard"] as const).map((strength) => (
              <button
                type="button"
                disabled={players >= session.max_players}
                data-add-computer={strength}
                onClick={() =>
                  run(async () =>
                    setSession(
                      await api.call<Session>("POST", `/sessions/${session.id}/computer-players`, {
                        strength,
                      }),
                    ),
                  )
                }
              >
                {tKey(`addComputer_${strength}`)}
              </button>
            ))}
          </p>
          {session.participants.some((p) => p.kind === "computer") && (
            <p class="row computers">
              {session.participants
                .filter((p) => p.kind === "computer")
                .map((p) => (
                  <button
                    type="button"
                    data-remove-computer={p.id}
                    onClick={() =>
                      run(async () =>
                        setSession(
                          await api.call<Session>(
                            "DELETE",
                            `/sessions/${session.id}/computer-players/${p.id}`,
                          ),
                        ),
                      )
                    }
                  >
                    {t("removeComputer", { name: p.display_name })}
                  </button>
                ))}
            </p>
          )}
        </section>
      )}
      {!isHost && picking && <p class="card hint">{t("waitForHost")}</p>}
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
                <span class={state?.turn?.participant_id === p.id ? "mover" : ""}>{p.display_name}</span>
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
      {session.status !== "Closed" && <Invite session={session} botUsername={botUsername} />}
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
    </>
  );
}
