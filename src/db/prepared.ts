import type { Compilable, Kysely } from "kysely";
import type { Database } from "./schema.ts";

/** A named slot of a prepared query; stands in for a value while the query is built once. */
class Param {
  constructor(readonly name: string) {}
}

/** The parameters object a prepared query's builder receives: each property is a named slot. */
export type Params<P> = { readonly [K in keyof P]: P[K] };

/** How to fill one positional parameter: from a named slot, or a constant baked into the query. */
type Binder = { readonly slot: string } | { readonly value: unknown };

/** A query compiled for one dialect: its SQL and how to fill its parameters. */
export interface CompiledStatement {
  readonly sql: string;
  readonly binders: readonly Binder[];
}

/**
 * A query built and compiled once per dialect, then run many times with new
 * values: the hot path skips kysely's builder and compiler on every call, and
 * stays portable because the SQL still comes from kysely for each engine.
 */
export interface Prepared<P, R> {
  /** The SQL for `db`'s dialect, compiled on first use and kept. */
  compileFor(db: Kysely<Database>): CompiledStatement;
  /** Positional values for `compiled` from named `params`. */
  bind(compiled: CompiledStatement, params: P): unknown[];
  /** Phantom: the row type, for inference only. */
  readonly row?: R;
}

const slots = new Proxy({} as Record<string, Param>, {
  get: (cache, name: string) => {
    cache[name] ??= new Param(name);
    return cache[name];
  },
});

/** Prepares a query whose values come from named slots of `p`: `prepare((db, p: Params<{id: string}>) => …)`. */
export function prepare<P extends object, R>(
  build: (db: Kysely<Database>, p: Params<P>) => Compilable<R>,
): Prepared<P, R> {
  const byDialect = new WeakMap<object, CompiledStatement>();
  return {
    compileFor(db) {
      const adapter = db.getExecutor().adapter;
      let compiled = byDialect.get(adapter.constructor);
      if (!compiled) {
        const { sql, parameters } = build(db, slots as unknown as Params<P>).compile();
        const binders = parameters.map((value) =>
          value instanceof Param ? { slot: value.name } : { value },
        );
        compiled = { sql, binders };
        byDialect.set(adapter.constructor, compiled);
      }
      return compiled;
    },
    bind(compiled, params) {
      const values = params as Record<string, unknown>;
      return compiled.binders.map((b) => ("slot" in b ? values[b.slot] : b.value));
    },
  };
}

/**
 * A slot per listed column, as an object with real keys: kysely's `values()`
 * and `set()` read an object's own keys. The mapped type makes the list name
 * every column of `T`, so a new column cannot be forgotten.
 */
export function slotsFor<T>(columns: { readonly [K in keyof T]-?: true }): Params<T> {
  return Object.fromEntries(Object.keys(columns).map((name) => [name, slots[name]])) as unknown as Params<T>;
}
