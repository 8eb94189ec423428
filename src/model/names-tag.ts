/**
 * A short tag of a game's seats (their JSON as stored): what shows the
 * players' names is cached and validated by version and this tag, since
 * erasing a player renames their seats without a new version.
 */
export function namesTag(seats: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seats.length; i++) {
    hash ^= seats.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}
