import { STRENGTHS, type Strength } from "../../documents/strength.ts";
import { type GameWords, gameWords } from "../game-words.ts";

/** A computer seat's name in the reader's language, from its strength and its number at the table. */
export interface ComputerWords {
  readonly computer: (strength: Strength, n: number) => string;
}

/** The computers' names, from locales/<tag>/games/kit.ftl (every surface loads it: bot, web, images). */
export const COMPUTER_WORDS: GameWords<ComputerWords> = gameWords(
  "games/kit",
  { "kit-computer-name": ["strength", "n"] },
  (say) => ({ computer: (strength, n) => say("kit-computer-name", { strength, n }) }),
);

/**
 * The name a computer is stored under: "Computer (hard)", then "Computer 2
 * (easy)"… It stays English in the database and the API (display_name), so old
 * data and clients read as before; readers see it through `localComputerName`.
 */
export function storedComputerName(strength: Strength, n: number): string {
  return n === 1 ? `Computer (${strength})` : `Computer ${n} (${strength})`;
}

const STORED = new RegExp(`^Computer(?: ([1-9][0-9]*))? \\((${STRENGTHS.join("|")})\\)$`);

/** The strength and number a stored computer name carries; undefined for any other name. */
export function readComputerName(name: string): { strength: Strength; n: number } | undefined {
  const found = STORED.exec(name);
  return found ? { strength: found[2] as Strength, n: Number(found[1] ?? 1) } : undefined;
}

/** A seat's name as a reader sees it: a stored computer name in the reader's language, any other as it is. */
export function localComputerName(name: string, words: ComputerWords): string {
  const found = readComputerName(name);
  return found ? words.computer(found.strength, found.n) : name;
}
