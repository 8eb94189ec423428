export interface BannerOptions {
  text?: string;
  accept?: string;
  decline?: string;
}

/** A minimal, unstyled-by-default consent bar; calls back with the visitor's choice and removes itself. */
export function renderConsentBanner(options: BannerOptions, choose: (granted: boolean) => void): HTMLElement {
  const bar = document.createElement("div");
  bar.className = "site-analytics-consent";
  bar.setAttribute("role", "dialog");
  bar.setAttribute("aria-label", "Analytics consent");
  bar.style.cssText =
    "position:fixed;inset:auto 0 0;z-index:2147483647;display:flex;gap:8px;align-items:center;justify-content:center;padding:12px;background:#1f2937;color:#fff;font:14px system-ui";
  const text = document.createElement("span");
  text.textContent =
    options.text ?? "We use first-party analytics, without third parties, to improve this site.";
  bar.append(text);
  for (const [label, granted] of [
    [options.accept ?? "Accept", true],
    [options.decline ?? "Decline", false],
  ] as const) {
    const button = document.createElement("button");
    button.textContent = label;
    button.onclick = () => {
      bar.remove();
      choose(granted);
    };
    bar.append(button);
  }
  document.body.append(bar);
  return bar;
}
