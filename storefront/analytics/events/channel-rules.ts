/**
 * Acquisition channels: the ordered rules and every list they read, in one
 * file. The first rule that matches a session's landing signals wins. The
 * rules follow the shape of Google Analytics 4's default channel group.
 */

export const CHANNELS = [
  "Direct",
  "Paid Search",
  "Paid Social",
  "Paid Video",
  "Display",
  "Paid Other",
  "Organic Search",
  "Organic Social",
  "Organic Video",
  "Email",
  "Affiliates",
  "Referral",
  "Unassigned",
] as const;

export type Channel = (typeof CHANNELS)[number];

/** A source list: utm_source names and referrer domains. `name.*` matches any TLD, e.g. google.co.uk. */
interface SourceList {
  readonly names: readonly string[];
  readonly domains: readonly string[];
}

export const SEARCH_ENGINES: SourceList = {
  names: [
    "google",
    "bing",
    "duckduckgo",
    "yahoo",
    "yandex",
    "baidu",
    "ecosia",
    "brave",
    "startpage",
    "qwant",
    "naver",
    "seznam",
    "ask",
    "sogou",
  ],
  domains: [
    "google.*",
    "bing.com",
    "duckduckgo.com",
    "search.yahoo.com",
    "yandex.*",
    "baidu.com",
    "ecosia.org",
    "search.brave.com",
    "startpage.com",
    "qwant.com",
    "search.naver.com",
    "seznam.cz",
    "ask.com",
    "sogou.com",
  ],
};

export const SOCIAL_NETWORKS: SourceList = {
  names: [
    "facebook",
    "fb",
    "instagram",
    "ig",
    "twitter",
    "x",
    "linkedin",
    "reddit",
    "pinterest",
    "tiktok",
    "threads",
    "mastodon",
    "bluesky",
    "vk",
    "telegram",
    "whatsapp",
    "snapchat",
    "quora",
    "tumblr",
    "discord",
    "hackernews",
  ],
  domains: [
    "facebook.com",
    "fb.com",
    "instagram.com",
    "t.co",
    "twitter.com",
    "x.com",
    "linkedin.com",
    "lnkd.in",
    "reddit.com",
    "pinterest.*",
    "tiktok.com",
    "threads.net",
    "mastodon.social",
    "bsky.app",
    "vk.com",
    "t.me",
    "web.telegram.org",
    "whatsapp.com",
    "snapchat.com",
    "quora.com",
    "tumblr.com",
    "discord.com",
    "news.ycombinator.com",
  ],
};

export const VIDEO_SITES: SourceList = {
  names: ["youtube", "vimeo", "twitch", "dailymotion"],
  domains: ["youtube.com", "youtu.be", "vimeo.com", "twitch.tv", "dailymotion.com"],
};

export const EMAIL_SOURCES: SourceList = {
  names: ["email", "e-mail", "e_mail", "mail", "newsletter", "mailchimp", "sendgrid", "brevo"],
  domains: [
    "mail.google.com",
    "outlook.live.com",
    "outlook.office.com",
    "outlook.office365.com",
    "mail.yahoo.com",
    "mail.proton.me",
    "com.google.android.gm",
  ],
};

const PAID_MEDIUM = /^(.*cp.*|ppc|retargeting|paid.*)$/;
const DISPLAY_MEDIUM = /^(display|banner|expandable|interstitial|cpm)$/;
const SOCIAL_MEDIUM = /^(social|social-network|social-media|sm|social network|social media)$/;
const EMAIL_MEDIUM = /^(email|e-mail|e_mail|e mail|newsletter)$/;
const REFERRAL_MEDIUM = /^(referral|app|link)$/;

/** Query parameters that ad platforms add to paid clicks; only their names are ever seen. */
export const SEARCH_CLICK_IDS = ["gclid", "gbraid", "wbraid", "dclid", "msclkid"];
export const SOCIAL_CLICK_IDS = ["ttclid", "twclid", "li_fat_id", "sccid", "rdt_cid"];

/** What a landing page view says about where the visit came from. */
export interface ChannelInput {
  /** Referrer host, lower case without www., already null when it is the site itself. */
  readonly referrerHost: string | null;
  readonly utmSource?: string;
  readonly utmMedium?: string;
  readonly utmCampaign?: string;
  /** Names of the landing URL's query parameters. */
  readonly queryKeys: readonly string[];
}

interface Signals {
  readonly hasReferrer: boolean;
  readonly hasCampaign: boolean;
  readonly medium: string;
  readonly search: boolean;
  readonly social: boolean;
  readonly video: boolean;
  readonly email: boolean;
  readonly paid: boolean;
  readonly searchClick: boolean;
  readonly socialClick: boolean;
}

/** The ordered rules; the first whose test passes names the channel. */
export const CHANNEL_RULES: ReadonlyArray<{
  readonly channel: Channel;
  readonly test: (s: Signals) => boolean;
}> = [
  { channel: "Direct", test: (s) => !s.hasReferrer && !s.hasCampaign && !s.searchClick && !s.socialClick },
  { channel: "Paid Search", test: (s) => s.searchClick || (s.search && s.paid) },
  { channel: "Paid Social", test: (s) => s.socialClick || (s.social && s.paid) },
  { channel: "Paid Video", test: (s) => s.video && s.paid },
  { channel: "Display", test: (s) => DISPLAY_MEDIUM.test(s.medium) },
  { channel: "Paid Other", test: (s) => s.paid },
  { channel: "Organic Search", test: (s) => s.search || s.medium === "organic" },
  { channel: "Organic Social", test: (s) => s.social || SOCIAL_MEDIUM.test(s.medium) },
  { channel: "Organic Video", test: (s) => s.video || s.medium.includes("video") },
  { channel: "Email", test: (s) => s.email || EMAIL_MEDIUM.test(s.medium) },
  { channel: "Affiliates", test: (s) => s.medium === "affiliate" },
  { channel: "Referral", test: (s) => s.hasReferrer || REFERRAL_MEDIUM.test(s.medium) },
  { channel: "Unassigned", test: () => true },
];

function matchesDomain(host: string, pattern: string): boolean {
  if (!pattern.endsWith(".*")) return host === pattern || host.endsWith(`.${pattern}`);
  const labels = host.split(".");
  const at = labels.lastIndexOf(pattern.slice(0, -2));
  const suffix = labels.slice(at + 1);
  // google.com, google.co.uk, google.de — not google.evil.example.
  return at >= 0 && suffix.length >= 1 && suffix.length <= 2 && suffix.every((l) => l.length <= 3);
}

function inList(list: SourceList, source: string, host: string | null): boolean {
  if (source && (list.names.includes(source) || list.domains.some((d) => matchesDomain(source, d))))
    return true;
  return host !== null && list.domains.some((d) => matchesDomain(host, d));
}

/** Assigns the channel of a landing page view by the ordered rules above. */
export function assignChannel(input: ChannelInput): Channel {
  const source = input.utmSource?.toLowerCase() ?? "";
  const medium = input.utmMedium?.toLowerCase() ?? "";
  const host = input.referrerHost;
  const keys = input.queryKeys.map((k) => k.toLowerCase());
  // Webmail hosts such as mail.google.com would otherwise match the search engine google.*.
  const email = inList(EMAIL_SOURCES, source, host);
  const signals: Signals = {
    hasReferrer: host !== null,
    hasCampaign: Boolean(source || medium || input.utmCampaign),
    medium,
    search: !email && inList(SEARCH_ENGINES, source, host),
    social: inList(SOCIAL_NETWORKS, source, host),
    video: inList(VIDEO_SITES, source, host),
    email,
    paid: PAID_MEDIUM.test(medium),
    searchClick: SEARCH_CLICK_IDS.some((id) => keys.includes(id)),
    socialClick: SOCIAL_CLICK_IDS.some((id) => keys.includes(id)),
  };
  return CHANNEL_RULES.find((rule) => rule.test(signals))?.channel ?? "Unassigned";
}
