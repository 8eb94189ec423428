import type { TestContext } from "node:test";
import pino from "pino";
import type { App } from "../../api/create-app.ts";
import { startComputerMoves } from "../../src/boot.ts";
import type { StateDocument } from "../../src/games/registry.ts";
import { readState } from "./play.ts";
import { call, createTestApp, guest, json, type TestHarness } from "./test-app.ts";

/** An API whose computer players move at once (no delay), with their runner stopped when the test ends. */
export async function createComputerApp(t: TestContext): Promise<TestHarness & { errors: unknown[] }> {
  const harness = await createTestApp(t, { COMPUTER_MOVE_DELAY_MS: "0" });
  const errors: unknown[] = [];
  const logger = pino({ level: "error" }, { write: (line: string) => errors.push(line) });
  const stop = startComputerMoves(harness.core, harness.config, logger);
  t.after(stop);
  return { ...harness, errors };
}

/** A host alone in a new session with one computer of `strength`; returns the host's auth and the ids. */
export async function hostWithComputer(app: App, strength: "easy" | "hard") {
  const host = await guest(app, "Solo");
  const session = json<{ id: string }>(await call(app, host, "POST", "/sessions", { max_players: 2 }));
  const added = await call(app, host, "POST", `/sessions/${session.id}/computer-players`, { strength });
  if (added.statusCode !== 201) throw new Error(`add computer failed: ${added.statusCode} ${added.body}`);
  const computerId = json<{ participant: { id: string } }>(added).participant.id;
  return { host, sessionId: session.id, computerId };
}

/**
 * Waits (yielding to the runner between reads, bounded by a number of reads,
 * never by time) until the game is over or it is `auth`'s turn to act.
 */
export async function waitForTurn(app: App, auth: string, gameId: string): Promise<StateDocument> {
  for (let i = 0; i < 2000; i++) {
    const state = await readState(app, auth, gameId);
    if (state.status !== "running" || state.allowed_actions.length > 0) return state;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  throw new Error(`game ${gameId}: the computer did not move`);
}
