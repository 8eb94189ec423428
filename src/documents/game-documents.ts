/**
 * The game's documents (the record of a started game, the state document,
 * audit entries): one TypeBox schema each, from which the core's types, the
 * API document and the web client's types derive.
 */
import { type Static, type TUnsafe, Type } from "typebox";
import { AUDIT_KINDS_DESCRIPTION } from "./audit-entry.ts";
import { PlayerTimeFields } from "./clock-documents.ts";
import { literalUnion } from "./literals.ts";
import { ComputerStrength } from "./session-document.ts";

export const PluginDocument = Type.Object({
  id: Type.String(),
  name: Type.String(),
  summary: Type.String(),
  min_players: Type.Integer(),
  max_players: Type.Integer(),
  action_types: Type.Array(Type.String()),
});

/** An installed game as GET /plugins lists it. */
export type PluginView = Static<typeof PluginDocument>;

const GameStatus = Type.Union([Type.Literal("running"), Type.Literal("finished"), Type.Literal("aborted")]);

export const PlayerDocument = Type.Object({
  participant_id: Type.String({ format: "uuid" }),
  display_name: Type.String(),
  seat: Type.Integer({ description: "Turn order, from 0." }),
  color: Type.String({ description: "CSS colour of the seat, as drawn on the board image." }),
  computer: Type.Union([ComputerStrength, Type.Null()], {
    description: "The strength of a computer player; null for a person.",
  }),
});

/** A seat as clients see it: participant, name, turn position and colour. */
export type PlayerView = Static<typeof PlayerDocument>;

export const GameRecordDocument = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    session_id: Type.String({ format: "uuid" }),
    plugin_id: Type.String(),
    status: GameStatus,
    version: Type.Integer(),
    players: Type.Array(PlayerDocument),
    created_at: Type.String({ format: "date-time" }),
  },
  { $id: "GameRecord" },
);

/** The game record returned when a game starts. */
export type GameRecord = Static<typeof GameRecordDocument>;

/**
 * The seed's action types (GameAction.action_type): always valid. The API
 * accepts these and every type a registered game declares (decision 0019).
 */
export const SEED_ACTION_TYPES = ["roll_dice", "choose_cell", "pass"] as const;

/** An action type's field: one of `actionTypes`, typed as a string since each game declares its own. */
export function actionTypeField(actionTypes: readonly string[]): TUnsafe<string> {
  return literalUnion(actionTypes, { description: "Per game: GET /plugins lists each game's." });
}

/** The most payloads an allowed action lists; one with more lists none, and clients read its `choices`. */
export const MAX_PAYLOADS = 500;

/** What a viewer may do now, with `action_type` one of `actionTypes`. */
export function allowedActionDocument(actionTypes: readonly string[]) {
  return Type.Object({
    action_type: Type.Readonly(actionTypeField(actionTypes)),
    choices: Type.Readonly(
      Type.Optional(
        Type.Immutable(
          Type.Array(Type.Union([Type.Integer(), Type.String()]), {
            description: "Legal values of payload.cell.",
          }),
        ),
      ),
    ),
    hold: Type.Readonly(
      Type.Optional(Type.Boolean({ description: "roll_dice accepts payload.hold (dice indices to keep)." })),
    ),
    payloads: Type.Readonly(
      Type.Optional(
        Type.Immutable(
          Type.Array(Type.Record(Type.String(), Type.Unknown()), {
            maxItems: MAX_PAYLOADS,
            description: `Every legal payload of this action, complete: send any one as it is. Absent when there are more than ${MAX_PAYLOADS}.`,
          }),
        ),
      ),
    ),
  });
}

/**
 * What a viewer may do now. `choices` lists the legal values of `payload.cell`
 * for `choose_cell`; `hold` says `roll_dice` accepts `payload.hold`;
 * `payloads` lists every legal payload whole, when there are at most 500.
 */
export type AllowedAction = Static<ReturnType<typeof allowedActionDocument>>;

export const LastActionDocument = Type.Object({
  action_id: Type.Union([Type.String(), Type.Null()]),
  participant_id: Type.String({ description: 'A participant id, or "system" for a timeout.' }),
  action_type: Type.String(),
  payload: Type.Record(Type.String(), Type.Unknown()),
  version: Type.Integer(),
  at: Type.String({ format: "date-time" }),
});

/** What the state document shows of the last applied action. */
export type LastAction = Static<typeof LastActionDocument>;

/** The board of any game; the API document adds the oneOf on plugin_id (api/state-boards.ts). */
const AnyBoard = Type.Unsafe<{ readonly kind: string }>(
  Type.Object(
    { kind: Type.String() },
    { additionalProperties: true, description: "Per plugin: see the oneOf on plugin_id." },
  ),
);

/** The state document's schema, its allowed actions' types one of `actionTypes` (the API's come from the registry). */
export function stateDocumentSchema(actionTypes: readonly string[]) {
  return Type.Object(
    {
      game_id: Type.String({ format: "uuid" }),
      session_id: Type.String({ format: "uuid" }),
      plugin_id: Type.String(),
      status: GameStatus,
      paused: Type.Boolean(),
      version: Type.Integer({ description: "Increases by one with every applied action." }),
      turn: Type.Union([
        Type.Object({
          participant_id: Type.String({ format: "uuid" }),
          seat: Type.Integer(),
          deadline: Type.Union([Type.String({ format: "date-time" }), Type.Null()], {
            description: "When the mover's time runs out; null when untimed or paused.",
          }),
        }),
        Type.Null(),
      ]),
      players: Type.Array(
        Type.Intersect([PlayerDocument, Type.Object({ score: Type.Number(), ...PlayerTimeFields })]),
      ),
      board: AnyBoard,
      spectators: Type.Integer({
        minimum: 0,
        description:
          "People watching the game live now who hold no seat in it: distinct users with an event stream or a channel subscription open on its session, across every API process, and one for each chat watching it on TV.",
      }),
      scores: Type.Record(Type.String(), Type.Number(), { description: "Participant id -> score." }),
      winners: Type.Optional(
        Type.Immutable(
          Type.Array(Type.String({ format: "uuid" }), {
            description: "Present once the game is over; empty on a draw or an aborted game.",
          }),
        ),
      ),
      allowed_actions: Type.Immutable(
        Type.Array(allowedActionDocument(actionTypes), {
          description: "What the caller may do now; empty unless it is their turn.",
        }),
      ),
      last_action: Type.Union([LastActionDocument, Type.Null()]),
      rng_commitment: Type.String({ description: "SHA-256 (hex) of the dice seed, published at start." }),
      rng_seed: Type.Union([Type.String(), Type.Null()], { description: "Revealed once the game is over." }),
      created_at: Type.String({ format: "date-time" }),
      updated_at: Type.String({ format: "date-time" }),
    },
    { $id: "StateDocument" },
  );
}

/**
 * The game state document with board `B`: one game as one viewer sees it
 * through the plugin's `view()`. The registry closes it over every known
 * board (`StateDocument` in src/games/registry.ts).
 */
export type StateDocumentOf<B> = Omit<Static<ReturnType<typeof stateDocumentSchema>>, "board"> & { board: B };

export const AuditEntryDocument = Type.Object({
  seq: Type.Integer(),
  at: Type.String({ format: "date-time" }),
  actor: Type.String({ description: 'Participant id, or "system".' }),
  channel: Type.String({ description: "web, messenger or system." }),
  kind: Type.String({ description: AUDIT_KINDS_DESCRIPTION }),
  action_id: Type.Optional(Type.String()),
  action_type: Type.Optional(Type.String()),
  payload: Type.Optional(Type.Unknown()),
  outcome: Type.String({ description: '"ok", "applied" or "rejected:<code>".' }),
  version: Type.Union([Type.Integer(), Type.Null()]),
  state_hash: Type.Optional(Type.String({ description: "SHA-256 of the game state after this entry." })),
  entropy: Type.Optional(
    Type.String({
      description: "Hex the player contributed to the dice with this entry (docs/fair-dice.md).",
    }),
  ),
  prev_hash: Type.String(),
  hash: Type.String({ description: "SHA-256 over prev_hash and this entry's fields." }),
});

/** One entry of a game's audit trail, as GET /games/{id}/audit lists it. */
export type AuditEntryView = Static<typeof AuditEntryDocument>;
