import { type TArray, type TSchema, Type } from "typebox";

/** `schema` or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A count of things: a non-negative integer. */
export const Count = Type.Integer({ minimum: 0 });

/** A share of a whole. */
export const Rate = Type.Number({ minimum: 0, maximum: 1, description: "0..1, rounded to 4 decimals." });

/** One array of `row`s per name, in order: the lists of a dimension report. */
export function listsOf<R extends TSchema, const K extends string>(row: R, names: readonly K[]) {
  return Object.fromEntries(names.map((name) => [name, Type.Array(row)])) as { [P in K]: TArray<R> };
}
