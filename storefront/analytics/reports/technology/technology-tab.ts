import { dimensionGrid } from "../dimension-grid.ts";
import { formatNumber, formatRate } from "../report-format.ts";
import type { ReportTab } from "../report-tab.ts";
import type { ShareRow, TechnologyReport } from "./technology-schema.ts";

const TABLES = [
  ["Browsers", "browsers"],
  ["Operating systems", "operating_systems"],
  ["Devices", "devices"],
  ["Screens", "screens"],
] as const;

/** The technology tab: shares of browsers, operating systems, devices and screens, each with a bar. */
export const technologyTab: ReportTab<TechnologyReport> = {
  tab: { id: "technology", title: "Technology" },
  render: (r, ui) => {
    const bar = (share: number) =>
      ui.el("span", { class: "bar", style: `width:${Math.round(share * 120)}px` });
    return [
      dimensionGrid(ui, r, TABLES, [
        { label: "Value", cell: (row: ShareRow) => row.value },
        { label: "Sessions", cell: (row) => formatNumber(row.sessions), numeric: true },
        {
          label: "Share",
          cell: (row) => ui.el("span", {}, formatRate(row.share), bar(row.share)),
          numeric: true,
        },
      ]),
    ];
  },
};
