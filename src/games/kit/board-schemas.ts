import { type Static, type TSchema, Type } from "typebox";

/** The small schemas boards share: a seat index, a die face, a pair of squares. */
export const SeatIndex = Type.Integer({ minimum: 0, description: "Seat index (turn order, from 0)." });

/** A die's face, 1 to 6. */
export const DieFace = Type.Integer({ minimum: 1, maximum: 6 });

/** The last die rolled, or null before the first roll. */
export const LastRoll = Type.Union([DieFace, Type.Null()]);

/** `[from, to]`: typed as a pair, described as a two-item array (OpenAPI 3.1 has no draft-07 tuples). */
export const SquarePair = Type.Unsafe<readonly [from: number, to: number]>(
  Type.Array(Type.Integer({ minimum: 1 }), { minItems: 2, maxItems: 2, description: "[from, to] squares." }),
);

/** A value as boards hand it out: readonly all the way down, like the states they come from. */
export type Frozen<T> = T extends object ? { readonly [K in keyof T]: Frozen<T[K]> } : T;

/** The type a board schema describes, frozen. */
export type BoardType<T extends TSchema> = Frozen<Static<T>>;
