import { useEffect } from "preact/hooks";
import { type Credential, publicCall } from "./api.ts";
import { telegramLaunch } from "./telegram.ts";

/** Inside Telegram the Mini App's signed initData is the sign-in. */
export function useMiniAppSignIn(
  credential: Credential | null,
  keep: (credential: Credential) => void,
  onError: (message: string) => void,
): void {
  useEffect(() => {
    if (!telegramLaunch || credential) return;
    publicCall<{ access_token: string; refresh_token: string }>("POST", "/auth/messenger", {
      init_data: telegramLaunch.initData,
    })
      .then((pair) => {
        const user = JSON.parse(new URLSearchParams(telegramLaunch?.initData).get("user") ?? "{}");
        keep({
          scheme: "Bearer",
          token: pair.access_token,
          refresh: pair.refresh_token,
          name: user.first_name ?? "",
        });
      })
      .catch((e: Error) => onError(e.message));
  }, []);
}
