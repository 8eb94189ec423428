import { useEffect } from "preact/hooks";
import type { Api, Credential } from "./api.ts";
import type { Route } from "./route.ts";
import type { Session } from "./types.ts";

/** /play/join/CODE joins as soon as someone is signed in, then shows the session. */
export function useJoinLink(
  api: Api,
  route: Route,
  credential: Credential | null,
  show: (route: Route) => void,
  onError: (message: string) => void,
): void {
  useEffect(() => {
    if (route.page !== "join" || !credential) return;
    api
      .call<Session>("POST", "/sessions/join", { invite_code: route.code, channel: "web" })
      .then((s) => {
        history.replaceState(null, "", `/play/s/${s.id}`);
        show({ page: "session", id: s.id });
      })
      .catch((e: Error) => onError(e.message));
  }, [route, credential]);
}
