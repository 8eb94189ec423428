import { Type } from "typebox";
import { problemSchema, TokenPair } from "../http/schemas.ts";
import { BlockDocument } from "../src/documents/block-document.ts";
import {
  OnTimeoutDocument,
  type TimeControl,
  TimeControlDocument,
  VacationDocument,
} from "../src/documents/clock-documents.ts";
import { GameRecordDocument, stateDocumentSchema } from "../src/documents/game-documents.ts";
import { GameExportDocument } from "../src/documents/game-export-document.ts";
import { LobbyPageDocument, LobbyTableDocument } from "../src/documents/lobby-document.ts";
import { MatchTicketDocument } from "../src/documents/match-ticket-document.ts";
import { PersonalTokenDocument } from "../src/documents/personal-token-document.ts";
import { PlayerExportDocument } from "../src/documents/player-export-document.ts";
import { ComputerStrength, ParticipantDocument, SessionDocument } from "../src/documents/session-document.ts";
import { TournamentDocument } from "../src/documents/tournament-document.ts";
import { ERRORS } from "../src/errors.ts";
import { ACTION_TYPES } from "../src/games/registry.ts";

export const Channel = Type.Union([Type.Literal("web"), Type.Literal("messenger")], {
  description: "Which channel the caller uses; sets presence_web or presence_messenger.",
  default: "web",
});

export const DisplayName = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: "\\S",
  description: "Trimmed; 1-64 characters.",
});

export const SessionIdParams = Type.Object({ session_id: Type.String({ format: "uuid" }) });
export const ParticipantParams = Type.Object({
  session_id: SessionIdParams.properties.session_id,
  participant_id: Type.String({ format: "uuid" }),
});

/** The schemes every protected route accepts: the seed's two, and personal tokens (checked against their scopes). */
export const AUTHENTICATED: Array<Record<string, string[]>> = [
  { bearerAuth: [] },
  { guestAuth: [] },
  { tokenAuth: [] },
];

/** Schemas registered once with `addSchema`, referenced by `$id`. */
export const SHARED_SCHEMAS = [
  problemSchema(ERRORS),
  ParticipantDocument,
  SessionDocument,
  TokenPair,
  GameRecordDocument,
  stateDocumentSchema(ACTION_TYPES),
  TournamentDocument,
  MatchTicketDocument,
  TimeControlDocument,
  VacationDocument,
  PlayerExportDocument,
  PersonalTokenDocument,
  GameExportDocument,
  LobbyTableDocument,
  LobbyPageDocument,
  BlockDocument,
];

/** The clock fields of POST /sessions and POST /sessions/{id}/games (docs/api.md#clocks). */
export const ClockFields = {
  time_control: Type.Optional(
    Type.Union([Type.Unsafe<TimeControl>(Type.Ref("TimeControl")), Type.Null()], {
      description: "The clock: move, bank or days; null = untimed. A game without it keeps the session's.",
    }),
  ),
  on_timeout: Type.Optional(OnTimeoutDocument),
  stand_in_strength: Type.Optional(ComputerStrength),
};

export const GameIdParams = Type.Object({ game_id: Type.String({ format: "uuid" }) });

/** A display rating: see docs/api.md (Ratings) for how it comes from μ and σ. */
export const DisplayRating = Type.Number({ description: "1000 + 40·(μ − 3σ), rounded to a tenth." });

/** An optional page size: 1 to `max`, `fallback` when absent. */
export const PageLimit = (max: number, fallback: number) =>
  Type.Optional(Type.Integer({ minimum: 1, maximum: max, default: fallback }));
