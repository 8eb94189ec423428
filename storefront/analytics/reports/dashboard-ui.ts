/** What an element holds: another element, or text; null, undefined and false are left out. */
export type Child<N> = N | string | number | null | undefined | false;

/** A column of a table card. */
export interface Column<T, N> {
  readonly label: string;
  readonly cell: (row: T) => Child<N>;
  readonly numeric?: boolean;
  readonly className?: string;
}

/** One line of a chart. */
export interface ChartSeries {
  readonly label: string;
  readonly values: readonly number[];
  readonly color: string;
}

/**
 * The dashboard's building blocks, as the browser builds them (`N` is its
 * element type). A report's tab sees only this, never the DOM, so the server
 * type-checks it against its report and the browser runs it.
 */
export interface DashboardUi<N> {
  /** An element with attributes and children; strings become text nodes, never HTML. */
  el(tag: string, attributes?: Readonly<Record<string, string>>, ...children: Child<N>[]): N;
  /** A KPI tile; `name` is its stable hook (data-kpi). */
  kpi(label: string, value: string, name: string): N;
  /** A card holding a titled table; `name` is its stable hook (data-table). */
  tableCard<T>(title: string, name: string, columns: readonly Column<T, N>[], rows: readonly T[]): N;
  /** A line chart over days (x = each point's start day). */
  lineChart(title: string, days: readonly string[], series: readonly ChartSeries[]): N;
  /** A button that downloads `report` as CSV for the dashboard's filter, saved as `fileName`. */
  csvDownload(report: string, fileName: string): N;
}
