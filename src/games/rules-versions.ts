/**
 * Which version of each game's rules this server has installed. A game is
 * replayed only by the rules it was played by: one recorded under another
 * `rules_version` cannot be verified here.
 */
import { findPlugin } from "./registry.ts";

/** The installed rules version of the game with this plugin id, or undefined for an unknown game. */
export function rulesVersionOf(pluginId: string): number | undefined {
  return findPlugin(pluginId)?.rules_version;
}

/**
 * Why this server cannot replay a game recorded under `version` of the rules
 * of `pluginId`, or null when it has exactly those rules installed.
 */
export function checkRulesVersion(pluginId: string, version: number): string | null {
  const installed = rulesVersionOf(pluginId);
  if (installed === undefined)
    return `unknown game ${JSON.stringify(pluginId)}: this server cannot replay it`;
  if (version === installed) return null;
  return `${pluginId} rules_version ${version} is not the installed one (${installed}): this server cannot replay it`;
}
