/**
 * The player's own randomness (docs/fair-dice.md): 16 fresh random bytes go
 * with every move and game start this browser sends, and each one the server
 * took is kept in localStorage under its game, so /play/verify/{id} can check
 * that every contribution reached the game's audit.
 */

const PREFIX = "play.entropy.";
const GAMES_KEY = "play.entropy-games";
/** Contributions kept per game (a long Ludo game takes a few hundred moves). */
const PER_GAME = 2000;
/** Games kept, the most recently played last; older ones are forgotten. */
const GAMES = 50;

/** 32 hex digits (16 bytes) from the browser's cryptographic random source. */
export function freshEntropy(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(
    "",
  );
}

/** A stored list of strings; empty when missing or unreadable. */
function readList(key: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** Records an entropy the server took for a game: the game becomes the newest kept, its list keeps the last 2000. */
export function rememberEntropy(gameId: string, entropy: string): void {
  try {
    const games = [...readList(GAMES_KEY).filter((id) => id !== gameId), gameId];
    for (const old of games.splice(0, Math.max(0, games.length - GAMES)))
      localStorage.removeItem(PREFIX + old);
    localStorage.setItem(GAMES_KEY, JSON.stringify(games));
    localStorage.setItem(PREFIX + gameId, JSON.stringify([...sentEntropy(gameId), entropy].slice(-PER_GAME)));
  } catch {
    // Storage full or disabled: the verifier has less to check; the move counts all the same.
  }
}

/** Every entropy this browser recorded for a game, oldest first. */
export function sentEntropy(gameId: string): string[] {
  return readList(PREFIX + gameId);
}
