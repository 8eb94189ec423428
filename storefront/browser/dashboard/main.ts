import { ApiError, createApiClient } from "./api-client.ts";
import { el } from "./dom.ts";
import { TAB_VIEWS, type TabView } from "./tab-views.ts";

const LIVE_REFRESH_MS = 30_000;

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const api = createApiClient();
const loginSection = byId<HTMLElement>("login");
const app = byId<HTMLElement>("app");
const filters = byId<HTMLFormElement>("filters");
const panel = byId<HTMLElement>("panel");
const FIRST_TAB = TAB_VIEWS.keys().next().value as string;
let tab = TAB_VIEWS.has(location.hash.slice(1)) ? location.hash.slice(1) : FIRST_TAB;
let generation = 0;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const today = new Date();
(filters.elements.namedItem("to") as HTMLInputElement).value = isoDay(today);
(filters.elements.namedItem("from") as HTMLInputElement).value = isoDay(
  new Date(today.getTime() - 29 * 86_400_000),
);

function query(): URLSearchParams {
  const data = new FormData(filters);
  return new URLSearchParams({
    from: String(data.get("from")),
    to: String(data.get("to")),
    interval: String(data.get("interval")),
  });
}

function showLogin(message = ""): void {
  loginSection.hidden = false;
  app.hidden = true;
  filters.hidden = true;
  byId("login-error").textContent = message;
}

async function render(): Promise<void> {
  const current = ++generation;
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-tab]"))
    button.setAttribute("aria-selected", String(button.dataset.tab === tab));
  panel.dataset.tab = tab;
  panel.setAttribute("aria-busy", "true");
  try {
    const nodes = await (TAB_VIEWS.get(tab) as TabView).render({ api, query: query() });
    if (current === generation) panel.replaceChildren(...nodes);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      return showLogin("Your session has ended; please sign in again.");
    if (current === generation) panel.replaceChildren(el("p", { class: "notice" }, (error as Error).message));
  } finally {
    if (current === generation) panel.removeAttribute("aria-busy");
  }
}

function showApp(): void {
  loginSection.hidden = true;
  app.hidden = false;
  filters.hidden = false;
  void render();
}

byId<HTMLFormElement>("login-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const form = new FormData(event.target as HTMLFormElement);
  try {
    await api.signIn(String(form.get("email")), String(form.get("password")));
    showApp();
  } catch (error) {
    byId("login-error").textContent = (error as Error).message;
  }
});
byId("sign-out").addEventListener("click", () => {
  api.signOut();
  showLogin();
});
filters.addEventListener("submit", (event) => {
  event.preventDefault();
  void render();
});
for (const button of document.querySelectorAll<HTMLButtonElement>("[data-tab]"))
  button.addEventListener("click", () => {
    tab = button.dataset.tab as string;
    history.replaceState(null, "", `#${tab}`);
    void render();
  });
setInterval(() => {
  if (TAB_VIEWS.get(tab)?.live && !app.hidden && document.visibilityState === "visible") void render();
}, LIVE_REFRESH_MS);

if (api.signedIn()) showApp();
else showLogin();
