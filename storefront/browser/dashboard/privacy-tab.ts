import type { ApiClient } from "./api-client.ts";
import { el, saveBlob } from "./dom.ts";

type Subject = "visitors" | "users";

/**
 * The Privacy tab: a visitor id (UUID) or a signed-in user's id, then
 * export as JSON (shown) or CSV (downloaded), or erase after a confirmation.
 */
export async function privacyTab({ api }: { api: ApiClient }): Promise<Node[]> {
  const subject = el(
    "select",
    { name: "subject" },
    el("option", { value: "visitors" }, "Visitor id"),
    el("option", { value: "users" }, "User id (user_error log)"),
  );
  const id = el("input", { name: "subject_id", required: "", size: "40", autocomplete: "off" });
  const output = el("pre", { class: "privacy-output", "data-privacy-output": "" });
  const status = el("p", { role: "status", "data-privacy-status": "" });
  const run = (label: string, action: string, work: (s: Subject, v: string) => Promise<void>) => {
    const button = el("button", { type: "button", "data-action": action }, label);
    button.addEventListener("click", async () => {
      const value = id.value.trim();
      if (!value) return;
      try {
        await work(subject.value as Subject, value);
      } catch (error) {
        status.textContent = (error as Error).message;
      }
    });
    return button;
  };
  const buttons = [
    run("Export JSON", "privacy-export", async (s, v) => {
      output.textContent = JSON.stringify(await api.privacyExport(s, v, false), null, 2);
      status.textContent = "";
    }),
    run("Download CSV", "privacy-csv", async (s, v) => {
      saveBlob((await api.privacyExport(s, v, true)) as Blob, `${s}-${v}.csv`);
    }),
    run("Erase", "privacy-erase", async (s, v) => {
      if (!confirm(`Erase every analytics record of ${v}? This cannot be undone.`)) return;
      const { erased } = await api.privacyErase(s, v);
      output.textContent = "";
      status.textContent = `Erased ${Object.entries(erased)
        .map(([k, n]) => `${n} ${k.replace("_", " ")}`)
        .join(", ")}.`;
    }),
  ];
  return [
    el(
      "div",
      { class: "card" },
      el("h2", {}, "Export or erase one person's data"),
      el("div", { class: "toolbar" }, subject, id, ...buttons),
      status,
      output,
    ),
  ];
}
