/**
 * Names for the crawlers the reports count. Whether a User-Agent is a bot at
 * all is isbot's call (its maintained list catches every one below and many
 * more); this short list only names the well-known ones, so the dropped-traffic
 * section can say who came. Checked in order, case-insensitively; the first
 * token found in the User-Agent names it.
 */
const CRAWLERS: ReadonlyArray<readonly [token: string, name: string, category: CrawlerCategory]> = [
  ["gptbot", "GPTBot", "ai"],
  ["chatgpt-user", "ChatGPT-User", "ai"],
  ["oai-searchbot", "OAI-SearchBot", "ai"],
  ["claudebot", "ClaudeBot", "ai"],
  ["claude-user", "Claude-User", "ai"],
  ["claude-searchbot", "Claude-SearchBot", "ai"],
  ["anthropic-ai", "anthropic-ai", "ai"],
  ["perplexitybot", "PerplexityBot", "ai"],
  ["perplexity-user", "Perplexity-User", "ai"],
  ["ccbot", "CCBot", "ai"],
  ["bytespider", "Bytespider", "ai"],
  ["meta-externalagent", "meta-externalagent", "ai"],
  ["amazonbot", "Amazonbot", "ai"],
  ["cohere-ai", "cohere-ai", "ai"],
  ["diffbot", "Diffbot", "ai"],
  ["youbot", "YouBot", "ai"],
  ["applebot", "Applebot", "search"],
  ["googlebot", "Googlebot", "search"],
  ["bingbot", "bingbot", "search"],
  ["duckduckbot", "DuckDuckBot", "search"],
  ["yandexbot", "YandexBot", "search"],
  ["baiduspider", "Baiduspider", "search"],
];

export type CrawlerCategory = "ai" | "search" | "other";

/** The name a crawler's events are counted under, e.g. "GPTBot"; "other" for bots not on the list. */
export function crawlerName(userAgent: string): string {
  const lower = userAgent.toLowerCase();
  return CRAWLERS.find(([token]) => lower.includes(token))?.[1] ?? "other";
}

/** Whether a crawler name is an AI crawler, a search engine or another bot. */
export function crawlerCategory(name: string): CrawlerCategory {
  return CRAWLERS.find(([, n]) => n === name)?.[2] ?? "other";
}
