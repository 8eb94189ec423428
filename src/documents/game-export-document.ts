/**
 * A finished game as a self-contained file (GET /games/{id}/export): enough
 * to check every roll offline, with no database and no trust in the server
 * (docs/fair-dice.md, docs/open-data.md).
 */
import { type Static, Type } from "typebox";
import { GAME_EXPORT_FORMAT } from "./game-export-format.ts";

/** One audit entry exactly as it was hashed: the payload is the stored JSON text. */
export const ExportedEntryDocument = Type.Object({
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
export type ExportedEntry = Static<typeof ExportedEntryDocument>;

export const GameExportDocument = Type.Object(
  {
    format: Type.Literal(GAME_EXPORT_FORMAT),
    game_id: Type.String(),
    plugin_id: Type.String(),
    rules_version: Type.Integer({
      minimum: 1,
      description: "The version of the rules the game was played under.",
    }),
    status: Type.Union([Type.Literal("finished"), Type.Literal("aborted")]),
    rng_commitment: Type.String({ description: "SHA-256 of the seed, published when the game started." }),
    rng_seed: Type.String({ description: "The seed, revealed when the game ended." }),
    entropy: Type.Array(Type.Object({ seq: Type.Integer(), actor: Type.String(), entropy: Type.String() }), {
      description: "Every contribution of player entropy, in audit order.",
    }),
    players: Type.Array(
      Type.Object({ participant_id: Type.String(), name: Type.String(), seat: Type.Integer() }),
    ),
    winners: Type.Array(Type.String()),
    entries: Type.Array(ExportedEntryDocument, {
      description: "The game's slice of its session's audit chain, from game_started to its end.",
    }),
  },
  { $id: "GameExport" },
);
export type GameExport = Static<typeof GameExportDocument>;
