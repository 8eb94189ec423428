/** The quick-play ticket and the body that queues one: one TypeBox schema each. */
import { type Static, Type } from "typebox";
import { literalUnion } from "./literals.ts";

export const RequestMatchBody = Type.Object({
  plugin_id: Type.String({ minLength: 1, maxLength: 64 }),
  seats: Type.Optional(
    Type.Integer({
      minimum: 2,
      maximum: 6,
      default: 2,
      description: "Players per game, the caller included.",
    }),
  ),
});
export type RequestMatchInput = Static<typeof RequestMatchBody>;

export const MatchTicketDocument = Type.Object(
  {
    ticket_id: Type.String({ format: "uuid" }),
    status: literalUnion(["waiting", "matched", "cancelled"] as const),
    plugin_id: Type.String(),
    seats: Type.Integer(),
    rating: Type.Number({
      description: "The caller's rating in the game when they queued; opponents are found near it.",
    }),
    session_id: Type.Union([Type.String({ format: "uuid" }), Type.Null()], { description: "Once matched." }),
    game_id: Type.Union([Type.String({ format: "uuid" }), Type.Null()], { description: "Once matched." }),
    created_at: Type.String({ format: "date-time" }),
  },
  { $id: "MatchTicket" },
);
export type MatchTicketView = Static<typeof MatchTicketDocument>;
