import { COMPUTER_WORDS, localComputerName } from "../src/games/kit/computer-words.ts";
import { gameWordsOf, t } from "./i18n.ts";

/** What the server names an erased player everywhere; the page keeps its own copy of the core's constant. */
const ERASED_NAME = "Deleted player";

/** A player's name as the page shows it: an erased player's and a computer's in the reader's language. */
export function shownName(name: string): string {
  return name === ERASED_NAME ? t("deletedPlayer") : localComputerName(name, gameWordsOf(COMPUTER_WORDS));
}

/** The same players with the names the page shows, for the views that draw them. */
export function withShownNames<P extends { readonly display_name: string }>(players: readonly P[]): P[] {
  return players.map((p) => ({ ...p, display_name: shownName(p.display_name) }));
}
