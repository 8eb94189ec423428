import { LOCALES } from "../src/i18n/locales.ts";
import type { Api } from "./api.ts";
import { AVAILABLE, adoptLanguage, LOCALE, t } from "./i18n.ts";

/** The languages this client speaks, each named as its speakers write it. */
const SPOKEN = LOCALES.filter((l) => AVAILABLE.includes(l.tag));

/** A choice of language: kept on the account when signed in (PATCH /users/me), and on this device. */
export function LanguagePicker({ api }: { api: Api | null }) {
  const choose = async (language: string) => {
    if (api) await api.call("PATCH", "/users/me", { language }).catch(() => undefined);
    adoptLanguage(language);
  };
  return (
    <select
      class="language"
      aria-label={t("language")}
      value={LOCALE}
      onChange={(e) => void choose(e.currentTarget.value)}
    >
      {SPOKEN.map((l) => (
        <option key={l.tag} value={l.tag} lang={l.tag} dir={l.dir}>
          {l.name}
        </option>
      ))}
    </select>
  );
}
