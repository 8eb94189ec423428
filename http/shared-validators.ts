import { AjvCompiler } from "@fastify/ajv-compiler";

type Pool = ReturnType<typeof AjvCompiler>;
/** Fastify's request-validator factory (`schemaController.compilersFactory.buildValidator`). */
export type ValidatorFactory = Pool;
type Compile = ReturnType<Pool>;

/**
 * Fastify's own validator compiler (Ajv with Fastify's options), for apps
 * built side by side in one process to share. Fastify makes a new one per
 * app, so every app compiled every route's schemas again: the larger part of
 * a test app's start, and the suite builds hundreds. Shared, a schema is
 * compiled once per process and its validator reused by every route, of any
 * app, whose schema reads the same (the same text against the same shared
 * schemas gives the same code). A process that builds one app (production)
 * has nothing to share and passes none.
 */
export function sharedValidators(): ValidatorFactory {
  const pool = AjvCompiler();
  const compiled = new WeakMap<Compile, Map<string, ReturnType<Compile>>>();
  const factory = (...args: Parameters<Pool>) => {
    const compile = pool(...args);
    const memo = compiled.get(compile) ?? new Map<string, ReturnType<Compile>>();
    compiled.set(compile, memo);
    return ((route: { schema: unknown }) => {
      const text = JSON.stringify(route.schema);
      let validate = memo.get(text);
      if (!validate) {
        validate = (compile as unknown as (route: unknown) => ReturnType<Compile>)(route);
        memo.set(text, validate);
      }
      return validate;
    }) as unknown as Compile;
  };
  return factory as Pool;
}
