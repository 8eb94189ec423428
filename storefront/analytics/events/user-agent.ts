import { isbot } from "isbot";
import { UAParser } from "ua-parser-js";
import { crawlerName } from "./crawler-names.ts";

/** What the reports show about a client; derived once per User-Agent string. */
export interface ClientTechnology {
  readonly isBot: boolean;
  /** The crawler's name when isBot ("other" for unnamed bots), else null. */
  readonly crawler: string | null;
  readonly browser: string;
  readonly os: string;
  /** desktop, mobile, tablet, console, smarttv, wearable or embedded. */
  readonly device: string;
}

/** Classifies User-Agent strings (ua-parser-js 1.x, MIT; isbot for crawlers). */
export type UserAgentClassifier = (userAgent: string | undefined) => ClientTechnology;

const UNKNOWN: ClientTechnology = {
  isBot: false,
  crawler: null,
  browser: "Unknown",
  os: "Unknown",
  device: "desktop",
};

/**
 * Builds a classifier with an LRU cache: parsing one User-Agent runs dozens of
 * regular expressions, while a busy site sees the same few hundred strings.
 */
export function createUserAgentClassifier(cacheSize = 2000): UserAgentClassifier {
  const cache = new Map<string, ClientTechnology>();
  return (userAgent) => {
    if (!userAgent) return UNKNOWN;
    const hit = cache.get(userAgent);
    if (hit) {
      cache.delete(userAgent);
      cache.set(userAgent, hit);
      return hit;
    }
    const result = new UAParser(userAgent).getResult();
    const bot = isbot(userAgent);
    const technology: ClientTechnology = {
      isBot: bot,
      crawler: bot ? crawlerName(userAgent) : null,
      browser: result.browser.name ?? "Unknown",
      os: result.os.name ?? "Unknown",
      device: result.device.type ?? "desktop",
    };
    if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
    cache.set(userAgent, technology);
    return technology;
  };
}
