import { useState } from "preact/hooks";
import { t } from "./i18n.ts";
import type { Session } from "./types.ts";

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

/** The session's invite: its code, the web link and, with a bot, the Telegram link. */
export function InviteCard({ session, botUsername }: { session: Session; botUsername: string }) {
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
