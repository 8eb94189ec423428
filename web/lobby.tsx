import { useState } from "preact/hooks";
import type { Api } from "./api.ts";
import { ClockChoice, clockFields, clockOf } from "./clock-choice.tsx";
import { t } from "./i18n.ts";
import type { Session } from "./types.ts";

/** Create a session or join one by its invite code. */
export function Lobby({ api, onSession }: { api: Api; onSession: (s: Session) => void }) {
  const [maxPlayers, setMaxPlayers] = useState(4);
  const [clock, setClock] = useState(() => clockOf(null));
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const run = async (work: () => Promise<Session>) => {
    setError("");
    try {
      onSession(await work());
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <>
      <section class="card">
        <h2>{t("newSession")}</h2>
        <form
          class="row"
          onSubmit={(e) => {
            e.preventDefault();
            void run(() =>
              api.call<Session>("POST", "/sessions", {
                max_players: maxPlayers,
                ...clockFields(clock),
                channel: "web",
              }),
            );
          }}
        >
          <label>
            {t("maxPlayers")}
            <select value={maxPlayers} onChange={(e) => setMaxPlayers(Number(e.currentTarget.value))}>
              {[2, 3, 4, 5, 6].map((n) => (
                <option value={n}>{n}</option>
              ))}
            </select>
          </label>
          <ClockChoice clock={clock} onChange={setClock} />
          <button type="submit">{t("create")}</button>
        </form>
      </section>
      <section class="card">
        <h2>{t("joinTitle")}</h2>
        <form
          class="row"
          onSubmit={(e) => {
            e.preventDefault();
            void run(() =>
              api.call<Session>("POST", "/sessions/join", { invite_code: code, channel: "web" }),
            );
          }}
        >
          <label>
            {t("inviteCode")}
            <input
              value={code}
              required
              maxLength={64}
              autoComplete="off"
              autoCapitalize="characters"
              onInput={(e) => setCode(e.currentTarget.value)}
            />
          </label>
          <button type="submit">{t("join")}</button>
        </form>
        {error && <p role="alert">{error}</p>}
      </section>
    </>
  );
}
