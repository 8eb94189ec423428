import type { Api } from "./api.ts";
import { t } from "./i18n.ts";
import { LanguagePicker } from "./language-picker.tsx";
import { PageLink } from "./page-link.tsx";

/** The title (a link to the start page), the language picker and, once signed in, the TV, the profile and sign-out. */
export function AppHeader({
  signedIn,
  go,
  signOut,
  api,
}: {
  signedIn: boolean;
  go: (path: string) => void;
  signOut: () => void;
  api: Api;
}) {
  return (
    <header>
      <h1>
        <PageLink path="/play" go={go}>
          {t("title")}
        </PageLink>
      </h1>
      <LanguagePicker api={signedIn ? api : null} />
      {signedIn && (
        <PageLink path="/play/tv" go={go}>
          {t("tv")}
        </PageLink>
      )}
      {signedIn && (
        <button type="button" class="link" data-nav="me" onClick={() => go("/play/me")}>
          {t("profile")}
        </button>
      )}
      {signedIn && (
        <button
          type="button"
          class="link"
          onClick={() => {
            signOut();
            go("/play");
          }}
        >
          {t("signOut")}
        </button>
      )}
    </header>
  );
}
