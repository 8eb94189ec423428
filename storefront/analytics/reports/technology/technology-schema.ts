import { type Static, Type } from "typebox";
import { Count, listsOf, Rate } from "../report-fields.ts";
import { ReportRange } from "../report-query.ts";

/** Sessions with one browser, OS, device or screen, and their share of all. */
export const ShareRow = Type.Object({ value: Type.String(), sessions: Count, share: Rate });
export type ShareRow = Static<typeof ShareRow>;

/** Sessions by what they ran on. */
export const TechnologyReport = Type.Object(
  { range: ReportRange, ...listsOf(ShareRow, ["browsers", "operating_systems", "devices", "screens"]) },
  { $id: "TechnologyReport", description: "Sessions by browser, OS, device type and screen-size bucket." },
);
export type TechnologyReport = Static<typeof TechnologyReport>;
