/**
 * The audit log's entries (one TypeBox schema per kind, with its payload):
 * the core records a change as one member of this union, and every reader
 * gets each entry parsed, once, as an AuditEntry (src/documents/read-audit-entry.ts).
 * A new kind is a schema here, added to the union, and the producer that records it.
 */
import { type Static, type TSchema, Type } from "typebox";
import { OnTimeoutDocument, TimeControlDocument } from "./clock-documents.ts";
import { literalUnion } from "./literals.ts";
import { SESSION_STATUSES } from "./session-document.ts";
import { ComputerStrength } from "./strength.ts";

const Role = literalUnion(["host", "player", "spectator"]);
const SessionStatus = literalUnion(SESSION_STATUSES);

/** One kind and its payload, as recorded. */
const change = <K extends string, P extends TSchema>(kind: K, payload: P, description: string) =>
  Type.Object({ kind: Type.Literal(kind), payload }, { description });

/** A game's move, exactly as its player sent it (its type is the entry's action_type). */
const ActionPayload = Type.Record(Type.String(), Type.Unknown());

/** A game's end: the seed it reveals and who won (none when it was aborted). */
const EndPayload = Type.Object({ rng_seed: Type.String(), winners: Type.Array(Type.String()) });

/** A status change of the session by its host. */
const StatusPayload = Type.Object({ from: SessionStatus, to: SessionStatus });

export const SessionCreatedChange = change(
  "session_created",
  Type.Object({
    max_players: Type.Integer(),
    turn_seconds: Type.Union([Type.Integer(), Type.Null()]),
    clock: Type.Optional(
      Type.Object({
        time_control: TimeControlDocument,
        on_timeout: OnTimeoutDocument,
        stand_in_strength: ComputerStrength,
      }),
    ),
    tournament_id: Type.Optional(Type.String({ description: "The tournament that opened it." })),
    quick_play: Type.Optional(
      Type.String({ description: "The quick-play tickets matched, comma-separated." }),
    ),
  }),
  "A session opened (by a host, a tournament or quick play).",
);

export const ParticipantJoinedChange = change(
  "participant_joined",
  Type.Object({ role: Role }),
  "Someone took a seat or came to watch (the actor; no name is hashed).",
);

export const ParticipantLeftChange = change(
  "participant_left",
  Type.Object({ role: Role }),
  "Someone left the session (the actor).",
);

export const ComputerJoinedChange = change(
  "computer_joined",
  Type.Object({ participant_id: Type.String(), display_name: Type.String(), strength: ComputerStrength }),
  "The host seated a computer player.",
);

export const ComputerLeftChange = change(
  "computer_left",
  Type.Object({ participant_id: Type.String(), display_name: Type.String() }),
  "The host removed a computer player between games.",
);

export const SessionPausedChange = change("session_paused", StatusPayload, "The host paused the session.");
export const SessionResumedChange = change("session_resumed", StatusPayload, "The host resumed it.");
export const SessionClosedChange = change("session_closed", StatusPayload, "The host closed it.");

export const GameStartedChange = change(
  "game_started",
  Type.Object({
    plugin_id: Type.String(),
    rules_version: Type.Optional(
      Type.Integer({ description: "Absent in games started before it was kept: 1." }),
    ),
    seats: Type.Array(Type.Object({ id: Type.String() }), { description: "By id only: no name is hashed." }),
    rng_commitment: Type.String({ description: "SHA-256 of the seed, revealed at the end." }),
    options: Type.Optional(
      Type.Record(Type.String(), Type.Unknown(), {
        description: "The game's options, which its setup read; absent when it was started with none.",
      }),
    ),
  }),
  "A game started: its rules, seats, options and the dice's commitment.",
);

export const ActionChange = change(
  "action",
  ActionPayload,
  "A move: applied (outcome applied) or refused (rejected:<code>).",
);

export const LateActionChange = change(
  "late_action",
  ActionPayload,
  "A move aimed at a game that had already ended (always refused).",
);

export const GameFinishedChange = change("game_finished", EndPayload, "A game ended by its rules.");
export const GameAbortedChange = change("game_aborted", EndPayload, "The host ended a game early.");

export const SeatForfeitedChange = change(
  "seat_forfeited",
  Type.Object({ participant_id: Type.Optional(Type.String()), seat: Type.Integer() }),
  "A seat lost on time.",
);

export const SeatReclaimedChange = change(
  "seat_reclaimed",
  Type.Object({ seat: Type.Integer() }),
  "A player came back to the seat a stand-in kept (the actor).",
);

export const AuditChangeDocument = Type.Union([
  SessionCreatedChange,
  ParticipantJoinedChange,
  ParticipantLeftChange,
  ComputerJoinedChange,
  ComputerLeftChange,
  SessionPausedChange,
  SessionResumedChange,
  SessionClosedChange,
  GameStartedChange,
  ActionChange,
  LateActionChange,
  GameFinishedChange,
  GameAbortedChange,
  SeatForfeitedChange,
  SeatReclaimedChange,
]);

/** What the description of `kind` reads from each kind's schema. */
type KindSchema = {
  readonly properties: { readonly kind: { readonly const: string } };
  readonly description?: string;
};

/** Every kind this build writes, each with what it records: the audit API document's description of `kind`. */
export const AUDIT_KINDS_DESCRIPTION = AuditChangeDocument.anyOf
  .map(({ properties, description }: KindSchema) => `${properties.kind.const}: ${description}`)
  .join(" ");

/** What one audit entry says happened: its kind and that kind's payload. */
export type AuditChange = Static<typeof AuditChangeDocument>;

/** The kinds of audit entry this build writes. */
export type AuditKind = AuditChange["kind"];

/** The change of one kind. */
export type AuditChangeOf<K extends AuditKind> = Extract<AuditChange, { kind: K }>;

/** One audit entry exactly as it was hashed (and as exports carry it): the payload is its stored JSON text. */
export const AuditRecordDocument = Type.Object({
  session_id: Type.String(),
  seq: Type.Integer(),
  game_id: Type.Union([Type.String(), Type.Null()]),
  at: Type.String(),
  actor: Type.String({ description: 'A participant id, or "system".' }),
  channel: Type.String(),
  kind: Type.String(),
  action_id: Type.Union([Type.String(), Type.Null()]),
  action_type: Type.Union([Type.String(), Type.Null()]),
  payload: Type.Union([Type.String(), Type.Null()], { description: "The payload's JSON text, as hashed." }),
  outcome: Type.String(),
  version: Type.Union([Type.Integer(), Type.Null()]),
  state_hash: Type.Union([Type.String(), Type.Null()]),
  entropy: Type.Union([Type.String(), Type.Null()]),
  prev_hash: Type.String(),
  hash: Type.String(),
});

/** An audit entry as hashed: hashes in hex, the payload as its JSON text. */
export type AuditRecord = Static<typeof AuditRecordDocument>;

/**
 * An entry as its readers take it: the record as hashed, and its change
 * parsed once. A kind this build does not know (a log a newer build wrote)
 * is passed through as it was recorded: it matches none of the kinds a reader
 * asks for, and its record still hashes as it did.
 */
export type AuditEntry = AuditRecord & { readonly change: AuditChange };

/** An entry whose change is of one kind. */
export type AuditEntryOf<K extends AuditKind> = AuditRecord & { readonly change: AuditChangeOf<K> };
