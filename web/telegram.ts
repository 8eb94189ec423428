// The Telegram Mini App bridge, spoken directly: launch parameters arrive in
// the URL hash, methods go out through TelegramWebviewProxy (apps) or
// postMessage (web.telegram.org), events come back through
// window.Telegram.WebView.receiveEvent or message events.

interface LaunchParams {
  readonly initData: string;
  readonly theme: Readonly<Record<string, string>>;
}

const STORE = "play.telegram";

declare global {
  interface Window {
    TelegramWebviewProxy?: { postEvent(type: string, data: string): void };
    Telegram?: { WebView?: { receiveEvent(type: string, data: unknown): void } };
  }
}

/** The Mini App's launch parameters, kept for the tab because navigation drops the hash. */
function readLaunch(): LaunchParams | null {
  const hash = new URLSearchParams(location.hash.slice(1));
  const initData = hash.get("tgWebAppData");
  if (initData) {
    let theme: Record<string, string> = {};
    try {
      theme = JSON.parse(hash.get("tgWebAppThemeParams") ?? "{}");
    } catch {
      theme = {};
    }
    const params = { initData, theme };
    sessionStorage.setItem(STORE, JSON.stringify(params));
    return params;
  }
  const kept = sessionStorage.getItem(STORE);
  return kept ? (JSON.parse(kept) as LaunchParams) : null;
}

export const telegramLaunch = readLaunch();

/** The language of the Telegram app that opened this Mini App, if one did. */
export function telegramLanguage(): string | undefined {
  try {
    const user = new URLSearchParams(telegramLaunch?.initData ?? "").get("user");
    return user ? (JSON.parse(user) as { language_code?: string }).language_code : undefined;
  } catch {
    return undefined;
  }
}

function postEvent(type: string, data: unknown = {}) {
  if (window.TelegramWebviewProxy) window.TelegramWebviewProxy.postEvent(type, JSON.stringify(data));
  else if (window.parent !== window)
    window.parent.postMessage(
      JSON.stringify({ eventType: type, eventData: data }),
      "https://web.telegram.org",
    );
}

/** Telegram's theme as the page's colours. */
function applyTheme(theme: Readonly<Record<string, string>>) {
  const map: Record<string, string> = {
    bg_color: "--bg",
    secondary_bg_color: "--card",
    text_color: "--text",
    hint_color: "--muted",
    button_color: "--accent",
    button_text_color: "--accent-text",
    link_color: "--link",
  };
  for (const [key, variable] of Object.entries(map)) {
    const value = theme[key];
    if (value && /^#[0-9a-f]{3,8}$/i.test(value)) document.documentElement.style.setProperty(variable, value);
  }
}

/** Inside Telegram: theme, ready, and the back button wired to `onBack`; returns the back button's switch. */
export function startMiniApp(onBack: () => void): (visible: boolean) => void {
  if (!telegramLaunch) return () => {};
  applyTheme(telegramLaunch.theme);
  const receive = (type: string, data: unknown) => {
    if (type === "back_button_pressed") onBack();
    if (type === "theme_changed")
      applyTheme((data as { theme_params?: Record<string, string> })?.theme_params ?? {});
  };
  window.Telegram = { ...window.Telegram, WebView: { receiveEvent: receive } };
  window.addEventListener("message", (event) => {
    if (typeof event.data !== "string") return;
    try {
      const { eventType, eventData } = JSON.parse(event.data) as { eventType?: string; eventData?: unknown };
      if (eventType) receive(eventType, eventData);
    } catch {
      // Not a Telegram message: other frames may post to this window too.
    }
  });
  postEvent("web_app_ready");
  postEvent("web_app_expand");
  return (visible) => postEvent("web_app_setup_back_button", { is_visible: visible });
}
