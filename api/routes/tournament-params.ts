import { Type } from "typebox";

/** The path parameter of every /tournaments/{tournament_id} route. */
export const TournamentIdParams = Type.Object({ tournament_id: Type.String({ format: "uuid" }) });
