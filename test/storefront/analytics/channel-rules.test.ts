import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  assignChannel,
  type Channel,
  type ChannelInput,
} from "../../../storefront/analytics/events/channel-rules.ts";

const cases: ReadonlyArray<readonly [string, Partial<ChannelInput>, Channel]> = [
  ["nothing at all", {}, "Direct"],
  ["a Google referrer", { referrerHost: "google.com" }, "Organic Search"],
  ["google on a country TLD", { referrerHost: "google.co.uk" }, "Organic Search"],
  ["a look-alike host is not Google", { referrerHost: "google.evil-site.example" }, "Referral"],
  ["DuckDuckGo", { referrerHost: "duckduckgo.com" }, "Organic Search"],
  ["utm_medium=organic", { utmSource: "whatever", utmMedium: "organic" }, "Organic Search"],
  ["a gclid click", { referrerHost: "google.com", queryKeys: ["gclid"] }, "Paid Search"],
  ["cpc from bing", { utmSource: "bing", utmMedium: "cpc" }, "Paid Search"],
  ["paid medium with a search referrer", { referrerHost: "bing.com", utmMedium: "paid" }, "Paid Search"],
  ["a Facebook referrer", { referrerHost: "l.facebook.com" }, "Organic Social"],
  ["t.co", { referrerHost: "t.co" }, "Organic Social"],
  ["utm_medium=social", { utmSource: "partner", utmMedium: "social" }, "Organic Social"],
  ["paid social by medium", { utmSource: "facebook", utmMedium: "paid-social" }, "Paid Social"],
  ["a TikTok ad click id", { queryKeys: ["ttclid"] }, "Paid Social"],
  ["YouTube", { referrerHost: "youtube.com" }, "Organic Video"],
  ["paid YouTube", { utmSource: "youtube", utmMedium: "cpv" }, "Paid Video"],
  ["display banner", { utmSource: "network", utmMedium: "banner" }, "Display"],
  ["cpm", { utmSource: "network", utmMedium: "cpm" }, "Display"],
  ["ppc from an unknown source", { utmSource: "somenetwork", utmMedium: "ppc" }, "Paid Other"],
  ["newsletter source", { utmSource: "newsletter" }, "Email"],
  ["email medium", { utmSource: "crm", utmMedium: "email" }, "Email"],
  ["webmail is email, not Google search", { referrerHost: "mail.google.com" }, "Email"],
  ["affiliate medium", { utmSource: "blogger", utmMedium: "affiliate" }, "Affiliates"],
  ["any other site", { referrerHost: "news.example.org" }, "Referral"],
  ["referral medium without referrer", { utmSource: "partner", utmMedium: "referral" }, "Referral"],
  ["a campaign nothing matches", { utmCampaign: "spring" }, "Unassigned"],
  ["an unknown medium", { utmSource: "citylights", utmMedium: "billboard" }, "Unassigned"],
];

describe("channel rules (first match wins)", () => {
  for (const [name, input, expected] of cases) {
    test(`${name} → ${expected}`, () => {
      assert.equal(assignChannel({ referrerHost: null, queryKeys: [], ...input }), expected);
    });
  }
});
