import { randomUUID } from "node:crypto";
import type { App } from "../../api/create-app.ts";
import type { StateDocument } from "../../src/games/registry.ts";
import { call, guest, json } from "./test-app.ts";

export interface Table {
  readonly sessionId: string;
  readonly inviteCode: string;
  /** Authorization header per player, in seat order (the host first). */
  readonly players: string[];
  readonly participantIds: string[];
}

/** A session with `count` players (the host first), not started. */
export async function seatPlayers(
  app: App,
  count: number,
  body: Record<string, unknown> = {},
): Promise<Table> {
  const host = await guest(app, "Player 1");
  const session = json<{ id: string; invite_code: string; participants: { id: string }[] }>(
    await call(app, host, "POST", "/sessions", { max_players: Math.max(count, 2), ...body }),
  );
  const players = [host];
  const participantIds = [session.participants[0]?.id as string];
  for (let i = 2; i <= count; i++) {
    const auth = await guest(app, `Player ${i}`);
    const joined = json<{ participant: { id: string } }>(
      await call(app, auth, "POST", "/sessions/join", { invite_code: session.invite_code }),
    );
    players.push(auth);
    participantIds.push(joined.participant.id);
  }
  return { sessionId: session.id, inviteCode: session.invite_code, players, participantIds };
}

/** Seats players and starts `pluginId`; returns the table and the game id. */
export async function startGame(
  app: App,
  pluginId: string,
  count: number,
  body: Record<string, unknown> = {},
) {
  const table = await seatPlayers(app, count, body);
  const res = await call(app, table.players[0] as string, "POST", `/sessions/${table.sessionId}/games`, {
    plugin_id: pluginId,
  });
  if (res.statusCode !== 201) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
  return { ...table, gameId: json<{ id: string }>(res).id };
}

/** Reads the state document as one player. */
export async function readState(app: App, auth: string, gameId: string): Promise<StateDocument> {
  return json<StateDocument>(await call(app, auth, "GET", `/games/${gameId}/state`));
}

/** A legal action for the player to move, from their allowed_actions (prefers scoring over rolling in yacht; else the first listed payload). */
export function pickAction(state: StateDocument): { action_type: string; payload: Record<string, unknown> } {
  const allowed = state.allowed_actions;
  const choose = allowed.find((a) => a.action_type === "choose_cell");
  if (choose?.choices?.length) return { action_type: "choose_cell", payload: { cell: choose.choices[0] } };
  const pass = allowed.find((a) => a.action_type === "pass");
  const turnTotal = state.board.kind === "dice-race" ? state.board.turn_total : 0;
  if (pass && turnTotal >= 15) return { action_type: "pass", payload: {} };
  const roll = allowed.find((a) => a.action_type === "roll_dice");
  if (roll) return { action_type: "roll_dice", payload: {} };
  if (pass) return { action_type: "pass", payload: {} };
  // Any other game: the first listed payload of the first listed action.
  const first = allowed[0];
  if (first) return { action_type: first.action_type, payload: { ...first.payloads?.[0] } };
  throw new Error(`no allowed action in ${JSON.stringify(allowed)}`);
}

/**
 * The rate limits a random client needs: a turn built step by step, with undo
 * listed beside the steps, takes it hundreds of actions a seat, all from one address.
 */
export const RANDOM_PLAY_LIMITS = { RATE_LIMIT_ACTIONS_MAX: "100000", RATE_LIMIT_ADDRESS_MAX: "100000" };

/**
 * Plays legal moves over HTTP until the game ends (each body with `extra()`'s
 * fields); returns the final state as the host sees it, and the number of
 * actions. A move's answer is the mover's state document, so the mover's next
 * view is read only when the turn passes to another seat.
 */
export async function playToEnd(
  app: App,
  table: Table,
  gameId: string,
  maxActions = 5000,
  extra: () => Record<string, unknown> = () => ({}),
) {
  const host = table.players[0] as string;
  let seat = 0;
  let mine = await readState(app, host, gameId);
  for (let n = 0; n < maxActions; n++) {
    if (mine.status !== "running") return { state: await readState(app, host, gameId), actions: n };
    const next = mine.turn?.seat as number;
    if (next !== seat) {
      seat = next;
      mine = await readState(app, table.players[seat] as string, gameId);
    }
    const res = await call(app, table.players[seat] as string, "POST", `/games/${gameId}/actions`, {
      action_id: randomUUID(),
      ...pickAction(mine),
      ...extra(),
    });
    if (res.statusCode !== 200) throw new Error(`action failed: ${res.statusCode} ${res.body}`);
    mine = json<{ state: StateDocument }>(res).state;
  }
  throw new Error("game did not finish");
}

/** The first two moves of a tic-tac-toe game: the first under an Idempotency-Key, the second without one. */
export async function keyedThenPlainMove(app: App, gameId: string, players: readonly string[]) {
  const url = `/games/${gameId}/actions`;
  const move = (cell: number) => ({ action_id: randomUUID(), action_type: "choose_cell", payload: { cell } });
  const [keyedBody, plainBody] = [move(4), move(0)];
  const keyed = { "idempotency-key": randomUUID() };
  const first = await call(app, players[0] as string, "POST", url, keyedBody, keyed);
  const second = await call(app, players[1] as string, "POST", url, plainBody);
  return { url, move, keyedBody, plainBody, keyed, first, second };
}
