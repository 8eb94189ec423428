import type { GameRow } from "../db/schema.ts";
import type { LastAction } from "../documents/game-documents.ts";
import { lastParsed } from "./last-parsed.ts";

/**
 * A move stores its last action as text and the state document it answers
 * with reads it back right after: the text is kept with the object it came
 * from, so that read is not a parse.
 */
const lastActions = lastParsed<LastAction>();

/** The stored text of a move's last action. */
export function storeLastAction(action: LastAction): string {
  const json = JSON.stringify(action);
  lastActions.remember(json, action);
  return json;
}

/** A row's last action, or null before the first move. */
export function lastActionOf(game: Pick<GameRow, "last_action">): LastAction | null {
  return game.last_action === null ? null : lastActions.parse(game.last_action);
}
