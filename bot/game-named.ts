import { titleWords } from "../src/games/game-title.ts";
import { findGame, KNOWN_GAMES } from "../src/games/registry.ts";
import type { Translator } from "./i18n.ts";

/** The game a player typed: its id, its English name, or its name in the chat's language, any case. */
export function gameNamed(text: string, t?: Translator) {
  const asked = text.trim().toLowerCase();
  return KNOWN_GAMES.find(
    (g) =>
      g.rules.id === asked ||
      g.rules.name.toLowerCase() === asked ||
      (t !== undefined && titleWords(g.rules.id).of(t.words).name.toLowerCase() === asked),
  );
}

/** A game's name as the chat's language says it; the id itself for a game not installed. */
export function gameNameIn(t: Translator, pluginId: string): string {
  return findGame(pluginId) ? titleWords(pluginId).of(t.words).name : pluginId;
}

/** A game's one-line summary as the chat's language says it. */
export function gameSummaryIn(t: Translator, pluginId: string): string {
  return titleWords(pluginId).of(t.words).summary;
}

/** How many players a game seats, as the chat's language says it: "2 players", "2–4 players". */
export function gamePlayersIn(
  t: Translator,
  rules: { readonly min_players: number; readonly max_players: number },
): string {
  return rules.min_players === rules.max_players
    ? t.t("game_players_count", { n: rules.min_players })
    : t.t("game_players_range", { min: rules.min_players, max: rules.max_players });
}
