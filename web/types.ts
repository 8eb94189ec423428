// The documents the client reads, as the API serves them (GET /sessions/{id}, GET /games/{id}/state,
// GET /plugins): types only, derived from the core's one schema of each document.

import type { BlockView } from "../src/documents/block-document.ts";
import type { LobbyPageView, LobbyTableView } from "../src/documents/lobby-document.ts";
import type { ParticipantView, SessionView } from "../src/documents/session-document.ts";
import type { TournamentView } from "../src/documents/tournament-document.ts";
import type { StateDocument } from "../src/games/registry.ts";

export type { PluginView as Plugin } from "../src/documents/game-documents.ts";
export type Participant = ParticipantView;
export type Session = SessionView;
export type SessionStatus = SessionView["status"];
export type GameState = StateDocument;
export type Tournament = TournamentView;
export type TimeControl = NonNullable<SessionView["time_control"]>;
export type OnTimeout = NonNullable<SessionView["on_timeout"]>;
export type Strength = NonNullable<SessionView["stand_in_strength"]>;
export type LobbyTable = LobbyTableView;
export type LobbyPage = LobbyPageView;
export type Block = BlockView;
