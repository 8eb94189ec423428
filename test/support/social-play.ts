import { randomUUID } from "node:crypto";
import type { App } from "../../api/create-app.ts";
import { readState, type Table } from "./play.ts";
import { call } from "./test-app.ts";

/** X takes the top row while O answers on the middle one: seat 0 wins in five moves. */
export const X_WINS = [0, 3, 1, 4, 2] as const;

/** Nine moves that fill the grid with no line. */
export const DRAW = [0, 1, 2, 4, 3, 5, 7, 6, 8] as const;

/** Plays tic-tac-toe cells in turn order over HTTP; returns the action ids used, in order. */
export async function playCells(app: App, table: Table, gameId: string, cells: readonly number[]) {
  const ids: string[] = [];
  for (const cell of cells) {
    const state = await readState(app, table.players[0] as string, gameId);
    const auth = table.players[state.turn?.seat ?? 0] as string;
    const actionId = randomUUID();
    const res = await call(app, auth, "POST", `/games/${gameId}/actions`, {
      action_id: actionId,
      action_type: "choose_cell",
      payload: { cell },
    });
    if (res.statusCode !== 200) throw new Error(`move ${cell} failed: ${res.statusCode} ${res.body}`);
    ids.push(actionId);
  }
  return ids;
}
