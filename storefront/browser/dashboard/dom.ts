import type { Child, Column } from "../../analytics/reports/dashboard-ui.ts";

/** Creates an element with attributes and children; strings become text nodes (never HTML). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Readonly<Record<string, string>> = {},
  ...children: Child<Node>[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  for (const child of children)
    if (child !== null && child !== undefined && child !== false)
      node.append(typeof child === "number" ? String(child) : child);
  return node;
}

/** A card holding a titled table; `name` is a stable hook (data-table) for tests and links. */
export function tableCard<T>(
  title: string,
  name: string,
  columns: readonly Column<T, Node>[],
  rows: readonly T[],
): HTMLElement {
  const head = el("tr", {}, ...columns.map((c) => el("th", c.numeric ? { class: "num" } : {}, c.label)));
  const body = rows.length
    ? rows.map((row) =>
        el(
          "tr",
          {},
          ...columns.map((c) =>
            el("td", { class: [c.numeric ? "num" : "", c.className ?? ""].join(" ").trim() }, c.cell(row)),
          ),
        ),
      )
    : [el("tr", {}, el("td", { colspan: String(columns.length), class: "empty" }, "No data in this range."))];
  return el(
    "div",
    { class: "card" },
    el("h2", {}, title),
    el("table", { "data-table": name }, el("thead", {}, head), el("tbody", {}, ...body)),
  );
}

/** A KPI tile. */
export function kpi(label: string, value: string, name: string): HTMLElement {
  return el(
    "div",
    { class: "kpi", "data-kpi": name },
    el("div", { class: "label" }, label),
    el("div", { class: "value" }, value),
  );
}

/** Saves `blob` as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const link = el("a", { href: URL.createObjectURL(blob), download: name });
  link.click();
  URL.revokeObjectURL(link.href);
}
