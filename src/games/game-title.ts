import { type GameWords, gameWords } from "./game-words.ts";

/** A game's name and one-line summary as its players say them. */
export interface GameTitle {
  readonly name: string;
  readonly summary: string;
}

/**
 * The words naming game `id`: `<id>-name` and `<id>-summary`, at the top of
 * its own file (locales/<lang>/games/<id>.ftl), so each language names the
 * game as its players do ("Короткие нарды", "Kniffel"). The rules' `name`
 * stays the English one the API and the audit log carry.
 */
export function titleWords(id: string): GameWords<GameTitle> {
  const name = `${id}-name`;
  const summary = `${id}-summary`;
  const messages: Readonly<Record<string, readonly []>> = { [name]: [], [summary]: [] };
  return gameWords(`games/${id}`, messages, (say) => ({ name: say(name), summary: say(summary) }));
}
