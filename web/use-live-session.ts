import { useEffect, useRef, useState } from "preact/hooks";
import type { Api } from "./api.ts";
import { type LiveStatus, openLive } from "./live.ts";
import type { GameState, Session } from "./types.ts";

/** The shown state with the watchers' count a presence event brought (until the next state carries its own). */
export const withSpectators = (spectators: number) => (state: GameState | null) =>
  state && { ...state, spectators };

/** The session, its game and who is online, as the session's event stream keeps them. */
export function useLiveSession(api: Api, sessionId: string) {
  const [session, setSession] = useState<Session | null>(null);
  const [state, setState] = useState<GameState | null>(null);
  const [online, setOnline] = useState<readonly string[]>([]);
  const [status, setStatus] = useState<LiveStatus>({ connected: false, transport: "ws" });
  const [me, setMe] = useState("");
  // The newest state shown, read by the stream's callback (which keeps the first render's closure).
  const shown = useRef<{ gameId: string; version: number } | null>(null);

  const takeState = (next: GameState | null) => {
    // Updates may cross (an action's answer and the stream): never step back to an older version.
    if (next && shown.current?.gameId === next.game_id && next.version < shown.current.version) return;
    shown.current = next ? { gameId: next.game_id, version: next.version } : null;
    setState(next);
  };

  useEffect(() => {
    const live = openLive(
      api,
      sessionId,
      (update) => {
        if (update.session) setSession(update.session);
        if (update.state !== undefined) takeState(update.state);
        if (update.online) setOnline(update.online);
        if (update.spectators !== undefined) setState(withSpectators(update.spectators));
        if (update.you) setMe(update.you);
      },
      setStatus,
    );
    return () => live.close();
  }, [sessionId]);

  return { session, setSession, state, takeState, online, ...status, me };
}
