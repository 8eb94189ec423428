/** A block one player made of another: one TypeBox schema. */
import { type Static, Type } from "typebox";

export const BlockDocument = Type.Object(
  {
    user_id: Type.String({ format: "uuid", description: "The blocked user." }),
    created_at: Type.String({ format: "date-time" }),
  },
  { $id: "Block" },
);

/** A block as the API shows it to the player who made it. */
export type BlockView = Static<typeof BlockDocument>;
