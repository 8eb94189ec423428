import { useEffect, useState } from "preact/hooks";
import type { Api, Credential } from "./api.ts";

/** The signed-in user's id (GET /users/me), to find them in documents keyed by user; null while signed out. */
export function useUserId(api: Api, credential: Credential | null): string | null {
  const [userId, setUserId] = useState<string | null>(null);
  useEffect(() => {
    setUserId(null);
    if (!credential) return;
    api
      .call<{ user_id: string }>("GET", "/users/me")
      .then((me) => setUserId(me.user_id))
      .catch(() => setUserId(null));
  }, [credential?.token]);
  return userId;
}
