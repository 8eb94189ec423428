import type { SessionRow, SessionStatus } from "../db/schema.ts";

export type SessionEvent = "start_game" | "finish_game" | "pause" | "resume" | "close";

/** The session status machine; docs/api.md ("Sessions") shows it as a table. Missing entries are illegal. */
export const SESSION_TRANSITIONS: Readonly<
  Record<SessionStatus, Readonly<Partial<Record<SessionEvent, SessionStatus>>>>
> = {
  Lobby: { start_game: "InGame", close: "Closed" },
  GameSelection: { start_game: "InGame", close: "Closed" },
  InGame: { finish_game: "GameSelection", pause: "Paused", close: "Closed" },
  Paused: { resume: "InGame", close: "Closed" },
  Closed: {},
};

/** The status after `event`, or null when the transition is illegal. */
export function nextSessionStatus(status: SessionStatus, event: SessionEvent): SessionStatus | null {
  return SESSION_TRANSITIONS[status][event] ?? null;
}

/** A game is running in these statuses: being played, or paused by the host. */
export function isGameRunning(status: SessionStatus): boolean {
  return status === "InGame" || status === "Paused";
}

/** The game a session is playing now, if any; session events belong to its audit slice. */
export function runningGameOf(session: Pick<SessionRow, "status" | "current_game_id">): string | null {
  return isGameRunning(session.status) ? session.current_game_id : null;
}
