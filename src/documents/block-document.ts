/** A block one player made of another: one TypeBox schema. */
import { type Static, Type } from "typebox";

export const BlockDocument = Type.Object(
  {
    user_id: Type.String({ format: "uuid", description: "The blocked user." }),
    display_name: Type.String({
      description: "The blocked user's name now, so a list of blocks can be read and undone.",
    }),
    created_at: Type.String({ format: "date-time" }),
  },
  { $id: "Block" },
);

/** A block as the API shows it to the player who made it. */
export type BlockView = Static<typeof BlockDocument>;
