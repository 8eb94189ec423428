import { type TUnsafe, Type } from "typebox";

/** One of a list of string constants, typed as their union (a plain `Type.Union` of mapped literals widens it). */
export function literalUnion<const T extends readonly string[]>(
  values: T,
  options?: { readonly description?: string },
): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>(
    Type.Union(
      values.map((v) => Type.Literal(v)),
      options,
    ),
  );
}
