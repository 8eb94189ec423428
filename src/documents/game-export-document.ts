/**
 * A finished game as a self-contained file (GET /games/{id}/export): enough
 * to check every roll offline, with no database and no trust in the server
 * (docs/fair-dice.md, docs/open-data.md).
 */
import { type Static, Type } from "typebox";
import { AuditRecordDocument } from "./audit-entry.ts";
import { GAME_EXPORT_FORMAT } from "./game-export-format.ts";

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
    entries: Type.Array(AuditRecordDocument, {
      description: "The game's slice of its session's audit chain, from game_started to its end.",
    }),
  },
  { $id: "GameExport" },
);
export type GameExport = Static<typeof GameExportDocument>;
