/**
 * GET /users/me/export: everything the game keeps about the caller, and
 * nothing about anyone else (other seats appear as participant ids only).
 */
import { type Static, Type } from "typebox";

const Time = Type.String({ format: "date-time" });
const NullableTime = Type.Union([Time, Type.Null()]);

export const PlayerExportDocument = Type.Object(
  {
    exported_at: Time,
    account: Type.Object({
      user_id: Type.String({ format: "uuid" }),
      kind: Type.String(),
      display_name: Type.String(),
      email: Type.Union([Type.String(), Type.Null()]),
      created_at: Time,
      last_seen_at: NullableTime,
      language: Type.Union([Type.String(), Type.Null()]),
      telegram: Type.Union([
        Type.Object({ id: Type.String(), username: Type.Union([Type.String(), Type.Null()]) }),
        Type.Null(),
      ]),
    }),
    sessions: Type.Array(
      Type.Object({
        session_id: Type.String({ format: "uuid" }),
        participant_id: Type.String({ format: "uuid" }),
        display_name: Type.String(),
        role: Type.String(),
        joined_at: Time,
        telegram_chat_id: Type.Union([Type.String(), Type.Null()]),
      }),
    ),
    games: Type.Array(
      Type.Object({
        game_id: Type.String({ format: "uuid" }),
        session_id: Type.String({ format: "uuid" }),
        plugin_id: Type.String(),
        status: Type.String(),
        seat: Type.Integer({ description: "The caller's seat." }),
        created_at: Time,
        finished_at: NullableTime,
        moves: Type.Array(
          Type.Object({
            at: Time,
            version: Type.Union([Type.Integer(), Type.Null()]),
            action_type: Type.Union([Type.String(), Type.Null()]),
            payload: Type.Unknown(),
            outcome: Type.String(),
            channel: Type.String(),
          }),
          { description: "The caller's own moves, in order." },
        ),
      }),
    ),
    ratings: Type.Array(
      Type.Object({
        plugin_id: Type.String(),
        rating: Type.Number(),
        games: Type.Integer(),
        wins: Type.Integer(),
      }),
    ),
    history: Type.Array(
      Type.Object({
        game_id: Type.String(),
        plugin_id: Type.String(),
        result: Type.String(),
        rating_before: Type.Number(),
        rating_after: Type.Number(),
        finished_at: Time,
      }),
    ),
    tokens: Type.Array(
      Type.Object({
        kind: Type.Union([Type.Literal("guest"), Type.Literal("refresh"), Type.Literal("personal")]),
        name: Type.Optional(Type.String({ description: "A personal token's name." })),
        scopes: Type.Optional(Type.Array(Type.String(), { description: "A personal token's scopes." })),
        created_at: NullableTime,
        expires_at: NullableTime,
        used_at: NullableTime,
        revoked_at: NullableTime,
      }),
      { description: "Metadata only: no token, no hash." },
    ),
    vacations: Type.Array(Type.Object({ started_at: Time, ends_at: Time })),
    tournaments: Type.Array(
      Type.Object({ tournament_id: Type.String(), display_name: Type.String(), joined_at: Time }),
    ),
    quick_play: Type.Array(
      Type.Object({
        ticket_id: Type.String(),
        plugin_id: Type.String(),
        status: Type.String(),
        created_at: Time,
      }),
    ),
    chat: Type.Union([
      Type.Object({
        private_chat_id: Type.String(),
        language: Type.Union([Type.String(), Type.Null()]),
        bot_storage: Type.Array(Type.Object({ key: Type.String(), value: Type.Unknown(), updated_at: Time })),
      }),
      Type.Null(),
    ]),
  },
  { $id: "PlayerExport" },
);
export type PlayerExport = Static<typeof PlayerExportDocument>;
