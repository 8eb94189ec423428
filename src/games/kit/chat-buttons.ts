import type { ActionType, AllowedAction } from "../contract.ts";
import type { ChatButton, ChatPayload } from "../game-module.ts";

/** The viewer's allowed action of `type`, if any. */
export function allowedOf(allowed: readonly AllowedAction[], type: ActionType): AllowedAction | undefined {
  return allowed.find((a) => a.action_type === type);
}

/** Lays buttons out two to a row. */
export function inPairs(buttons: readonly ChatButton[]): ChatButton[][] {
  const rows: ChatButton[][] = [];
  for (let i = 0; i < buttons.length; i += 2) rows.push(buttons.slice(i, i + 2));
  return rows;
}

/** A row with the buttons that are there; no row at all when none is. */
export function rowOf(...buttons: readonly (ChatButton | false | undefined)[]): ChatButton[][] {
  const row = buttons.filter((b): b is ChatButton => Boolean(b));
  return row.length ? [row] : [];
}

/** A choice read as a 1-based number ("chose 5" for cell 4). */
export function oneBased(cell: unknown): string {
  return String(Number(cell) + 1);
}

/** A button that sends `action_type` with `payload`, whatever the game. */
export function sendButton(text: string, action_type: string, payload: ChatPayload = {}): ChatButton {
  return { text, move: { type: "act", action_type, payload } };
}

/** One button per listed checker move (`move_checker {from, to}`), four to a row, labelled by the game. */
export function checkerMoveRows(
  allowed: readonly AllowedAction[],
  label: (from: number | string, to: number | string) => string,
): ChatButton[][] {
  const moves = (allowedOf(allowed, "move_checker")?.payloads ?? []).map((p) => {
    const move = { from: p.from as number | string, to: p.to as number | string };
    return sendButton(label(move.from, move.to), "move_checker", move);
  });
  const rows: ChatButton[][] = [];
  for (let i = 0; i < moves.length; i += 4) rows.push(moves.slice(i, i + 4));
  return rows;
}
