/**
 * The notices chats hear of (one TypeBox schema per kind): the core writes
 * them to the outbox with the change, and the messenger hands each one to a
 * chat adapter parsed, once, as this union.
 */
import { type Static, Type } from "typebox";
import { literalUnion } from "./literals.ts";
import { SESSION_STATUSES } from "./session-document.ts";

const Role = literalUnion(["host", "player", "spectator"]);
const SessionStatus = literalUnion(SESSION_STATUSES);

/** Where a game is after the change a `game_updated` notice tells of. */
export const GAME_PHASES = ["started", "running", "ended"] as const;
export type GamePhase = (typeof GAME_PHASES)[number];

/** A game started, moved or ended: every chat's board shows the new version. */
export const GameUpdatedNotice = Type.Object({
  kind: Type.Literal("game_updated"),
  actor: Type.Optional(Type.String({ description: "The participant who moved or started it." })),
  phase: Type.Optional(
    literalUnion(GAME_PHASES, {
      description:
        "started (a group pins its board), running (a move, or a seat taken back), ended (finished or aborted: a group gets the result). Absent only in notices a release before it wrote.",
    }),
  ),
});

const Participant = {
  participant_id: Type.String(),
  display_name: Type.String(),
  role: Role,
};

/** Someone took a seat or came to watch. */
export const ParticipantJoinedNotice = Type.Object({
  kind: Type.Literal("participant_joined"),
  ...Participant,
});

/** Someone left the session (or a computer player was removed). */
export const ParticipantLeftNotice = Type.Object({
  kind: Type.Literal("participant_left"),
  ...Participant,
});

/** The host paused, resumed or closed the session. */
export const SessionUpdatedNotice = Type.Object({
  kind: Type.Literal("session_updated"),
  event: literalUnion(["pause", "resume", "close"]),
  from: SessionStatus,
  to: SessionStatus,
});

/** A mover's turn has waited `minutes`: one private reminder in their chat. */
export const TurnReminderNotice = Type.Object({
  kind: Type.Literal("turn_reminder"),
  participant_id: Type.String(),
  /** The mover's private chat with the bot (Telegram makes it equal to their user id). */
  chat_id: Type.String(),
  plugin_id: Type.String(),
  minutes: Type.Number(),
});

/** A timed turn reached a mark (50 or 90 per cent of its time): its mover hears how long is left, privately. */
export const ClockReminderNotice = Type.Object({
  kind: Type.Literal("clock_reminder"),
  participant_id: Type.String(),
  /** The mover's private chat with the bot. */
  chat_id: Type.String(),
  plugin_id: Type.String(),
  percent: Type.Integer(),
  deadline: Type.String({ format: "date-time" }),
});

/** A computer took an absent player's seat: they hear it privately, with an "I'm back" button. */
export const StandInNotice = Type.Object({
  kind: Type.Literal("stand_in_started"),
  participant_id: Type.String(),
  chat_id: Type.String(),
  plugin_id: Type.String(),
});

const ChatId = Type.String({
  description: "The Telegram chat it goes to: a group, or a player's private chat.",
});

/** A tournament's round was paired (or it started): its group hears the pairings and sees the standings. */
export const TournamentRoundNotice = Type.Object({
  kind: Type.Literal("tournament_round"),
  tournament_id: Type.String(),
  chat_id: ChatId,
  round: Type.Integer(),
});

/** A tournament game is ready: one private message to one of its players. */
export const TournamentGameNotice = Type.Object({
  kind: Type.Literal("tournament_game"),
  tournament_id: Type.String(),
  chat_id: ChatId,
  session_id: Type.String(),
  round: Type.Integer(),
});

/** A tournament finished: its group gets the final standings as an image. */
export const TournamentFinishedNotice = Type.Object({
  kind: Type.Literal("tournament_finished"),
  tournament_id: Type.String(),
  chat_id: ChatId,
});

/** Quick play found an opponent: one private message to one of the players. */
export const QuickPlayMatchedNotice = Type.Object({
  kind: Type.Literal("quick_play_matched"),
  chat_id: ChatId,
  session_id: Type.String(),
  plugin_id: Type.String(),
});

/** A month ended: a chat's league table of one game, posted once. */
export const LeagueTableNotice = Type.Object({
  kind: Type.Literal("league_table"),
  chat_id: ChatId,
  plugin_id: Type.String(),
  season: Type.String(),
});

export const ChatNoticeDocument = Type.Union([
  GameUpdatedNotice,
  ParticipantJoinedNotice,
  ParticipantLeftNotice,
  SessionUpdatedNotice,
  TurnReminderNotice,
  ClockReminderNotice,
  StandInNotice,
  TournamentRoundNotice,
  TournamentGameNotice,
  TournamentFinishedNotice,
  QuickPlayMatchedNotice,
  LeagueTableNotice,
]);

/** One notice for the chats that follow a session, keyed by `kind`. */
export type ChatNotice = Static<typeof ChatNoticeDocument>;

/** The notice of one kind. */
export type ChatNoticeOf<K extends ChatNotice["kind"]> = Extract<ChatNotice, { kind: K }>;
