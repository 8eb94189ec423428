import { useEffect, useState } from "preact/hooks";
import type { Api, Credential } from "./api.ts";
import { adoptLanguage } from "./i18n.ts";

/** The signed-in user's id (GET /users/me), to find them in documents keyed by user, null while signed out; adopts their language. */
export function useUserId(api: Api, credential: Credential | null): string | null {
  const [userId, setUserId] = useState<string | null>(null);
  useEffect(() => {
    setUserId(null);
    if (!credential) return;
    api
      .call<{ user_id: string; language: string | null }>("GET", "/users/me")
      .then((me) => {
        setUserId(me.user_id);
        // The account's choice (made here, on another device or in the bot) wins over this browser's languages.
        if (me.language) adoptLanguage(me.language);
      })
      .catch(() => setUserId(null));
  }, [credential?.token]);
  return userId;
}
