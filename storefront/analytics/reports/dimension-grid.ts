import type { Column, DashboardUi } from "./dashboard-ui.ts";

/** A dimension report's tab: a grid of one titled table per list, all with the same columns. */
export function dimensionGrid<N, Row, L extends string>(
  ui: DashboardUi<N>,
  report: Readonly<Record<L, readonly Row[]>>,
  tables: readonly (readonly [title: string, list: L])[],
  columns: readonly Column<Row, N>[],
): N {
  const cards = tables.map(([title, list]) => ui.tableCard(title, list, columns, report[list]));
  return ui.el("div", { class: "grid" }, ...cards);
}
