import { useEffect, useRef, useState } from "preact/hooks";
import { ApiError, type Credential, publicCall } from "./api.ts";
import { t } from "./i18n.ts";

declare global {
  interface Window {
    onTelegramAuth?: (user: Record<string, unknown>) => void;
  }
}

interface TokenPair {
  readonly access_token: string;
  readonly refresh_token: string;
}

/** Guest sign-in by name, or the Telegram Login Widget when the server knows its bot. */
export function SignIn({
  botUsername,
  onSignedIn,
}: {
  botUsername: string;
  onSignedIn: (c: Credential) => void;
}) {
  const [name, setName] = useState("");
  const [error, setError] = useState("");
  const widget = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!botUsername || !widget.current) return;
    window.onTelegramAuth = async (user) => {
      try {
        const pair = await publicCall<TokenPair>("POST", "/auth/messenger", user);
        const display = [user.first_name, user.last_name].filter(Boolean).join(" ");
        onSignedIn({
          scheme: "Bearer",
          token: pair.access_token,
          refresh: pair.refresh_token,
          name: display,
        });
      } catch (e) {
        setError((e as Error).message);
      }
    };
    const script = document.createElement("script");
    script.async = true;
    script.src = "https://telegram.org/js/telegram-widget.js?22";
    script.dataset.telegramLogin = botUsername;
    script.dataset.size = "large";
    script.dataset.onauth = "onTelegramAuth(user)";
    script.dataset.requestAccess = "write";
    widget.current.append(script);
  }, [botUsername]);

  async function guest(event: Event) {
    event.preventDefault();
    setError("");
    try {
      const body = name.trim() ? { display_name: name.trim() } : {};
      const res = await publicCall<{ guest_token: string; display_name?: string }>(
        "POST",
        "/auth/guest",
        body,
      );
      onSignedIn({ scheme: "Guest", token: res.guest_token, name: res.display_name ?? name.trim() });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    }
  }

  return (
    <section class="card">
      <h2>{t("signInTitle")}</h2>
      <form onSubmit={guest} class="row">
        <label>
          {t("displayName")}
          <input
            name="display_name"
            value={name}
            maxLength={64}
            autoComplete="nickname"
            onInput={(e) => setName(e.currentTarget.value)}
          />
        </label>
        <button type="submit">{t("playAsGuest")}</button>
      </form>
      {botUsername && (
        <>
          <p class="hint">{t("orTelegram")}</p>
          <div ref={widget} />
        </>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
