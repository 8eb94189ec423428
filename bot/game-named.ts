import { KNOWN_GAMES } from "../src/games/registry.ts";

/** The game a player typed: its id or its name, any case. */
export function gameNamed(text: string) {
  const asked = text.trim().toLowerCase();
  return KNOWN_GAMES.find((g) => g.rules.id === asked || g.rules.name.toLowerCase() === asked);
}
