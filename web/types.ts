// The documents the client reads, as the API serves them (GET /sessions/{id}, GET /games/{id}/state).
// Boards are the games' own types: those files are declarations only, safe to share with the browser.
import type { AllowedAction } from "../src/games/contract.ts";
import type { KnownBoard } from "../src/games/registry.ts";

export interface Participant {
  readonly id: string;
  readonly display_name: string;
  readonly role: "host" | "player" | "spectator";
  readonly presence_web: boolean;
  readonly presence_messenger: boolean;
  readonly kind: "person" | "computer";
  readonly strength: "easy" | "hard" | null;
}

export type SessionStatus = "Lobby" | "GameSelection" | "InGame" | "Paused" | "Closed";

export interface Session {
  readonly id: string;
  readonly invite_code: string;
  readonly status: SessionStatus;
  readonly max_players: number;
  readonly current_game_id: string | null;
  readonly participants: readonly Participant[];
}

export type Board = KnownBoard;

export interface Player {
  readonly participant_id: string;
  readonly display_name: string;
  readonly seat: number;
  readonly color: string;
  readonly score: number;
}

export interface GameState {
  readonly game_id: string;
  readonly session_id: string;
  readonly plugin_id: string;
  readonly status: "running" | "finished" | "aborted";
  readonly paused: boolean;
  readonly version: number;
  readonly turn: {
    readonly participant_id: string;
    readonly seat: number;
    readonly deadline: string | null;
  } | null;
  readonly players: readonly Player[];
  readonly board: Board;
  readonly winners?: readonly string[];
  readonly allowed_actions: readonly AllowedAction[];
  readonly last_action: { readonly participant_id: string; readonly action_type: string } | null;
}

export interface Plugin {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  readonly min_players: number;
  readonly max_players: number;
}
