import type { GameRow } from "../db/schema.ts";
import type { LastAction } from "../documents/game-documents.ts";
import { parsesOf } from "./row-parses.ts";

/** A row's last action, or null before the first move (parsed once per row, see row-parses.ts). */
export function lastActionOf(game: Pick<GameRow, "last_action">): LastAction | null {
  if (game.last_action === null) return null;
  const parses = parsesOf(game);
  parses.last_action ??= JSON.parse(game.last_action);
  return parses.last_action as LastAction;
}
