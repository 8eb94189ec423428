import { COMPUTER_WORDS, localComputerName } from "../src/games/kit/computer-words.ts";
import { ERASED_NAME } from "../src/model/erased-name.ts";
import type { Translator } from "./i18n.ts";

/** A player's name as the bot shows it: an erased player's and a computer's in the reader's language. */
export function shownName(name: string, t: Translator): string {
  return name === ERASED_NAME ? t.t("deleted_player") : localComputerName(name, COMPUTER_WORDS.of(t.words));
}
