import { type CsvValue, toCsv } from "./csv.ts";

type Row = Record<string, CsvValue>;

interface Tables {
  readonly summary: Row[];
  readonly lists: Map<string, Row[]>;
}

const isScalar = (v: unknown): v is CsvValue => v === null || typeof v !== "object";

/** Flattens nested objects of a list item into dotted columns (`api.status_2xx`). */
function flatRow(item: object, prefix = "", into: Row = {}): Row {
  for (const [key, value] of Object.entries(item)) {
    if (isScalar(value)) into[prefix + key] = value;
    else if (!Array.isArray(value)) flatRow(value as object, `${prefix}${key}.`, into);
  }
  return into;
}

function collect(node: object, path: string, tables: Tables): void {
  for (const [key, value] of Object.entries(node)) {
    const name = path + key;
    if (name === "range") continue;
    if (isScalar(value)) tables.summary.push({ metric: name, value });
    else if (Array.isArray(value))
      tables.lists.set(
        name,
        value.map((item) => (isScalar(item) ? { value: item } : flatRow(item as object))),
      );
    else collect(value as object, `${name}.`, tables);
  }
}

/**
 * Any report as RFC 4180 CSV. A report that is one list becomes that list;
 * otherwise every row carries a `section` column: `summary` for the report's
 * single figures (metric, value), the list's name for its rows.
 */
export function reportCsv(report: object): string {
  const tables: Tables = { summary: [], lists: new Map() };
  collect(report, "", tables);
  const [only] = tables.lists;
  if (tables.lists.size === 1 && tables.summary.length === 0 && only) {
    const rows = only[1];
    const header = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    return toCsv(
      header,
      rows.map((r) => header.map((h) => r[h])),
    );
  }
  const sections: [string, Row[]][] = [["summary", tables.summary], ...tables.lists];
  const header = ["section", ...new Set(sections.flatMap(([, rows]) => rows.flatMap((r) => Object.keys(r))))];
  const rows = sections.flatMap(([section, list]) =>
    list.map((r) => header.map((h) => (h === "section" ? section : r[h]))),
  );
  return toCsv(header, rows);
}
