import { AjvCompiler } from "@fastify/ajv-compiler";
import { SerializerSelector } from "@fastify/fast-json-stringify-compiler";

/** Fastify's request-validator factory (`schemaController.compilersFactory.buildValidator`). */
export type ValidatorFactory = ReturnType<typeof AjvCompiler>;
/** Fastify's response-serializer factory (`schemaController.compilersFactory.buildSerializer`). */
export type SerializerFactory = ReturnType<typeof SerializerSelector>;

/** Fastify's two schema compilers, for apps built side by side in one process to share. */
export interface SharedCompilers {
  readonly buildValidator: ValidatorFactory;
  readonly buildSerializer: SerializerFactory;
  /**
   * Compile every route's schemas while the app starts, as Fastify does by
   * default, instead of at a route's first request: a test proves with it
   * that no schema fails to compile, which the lazy compilers would only
   * show as a 500 on that route.
   */
  readonly eager?: boolean;
}

/**
 * Fastify's own compilers (Ajv and fast-json-stringify, with Fastify's
 * options), shared. Fastify makes new ones per app, so every app compiled
 * every route's schemas again: most of a test app's start and of its first
 * answers, and the suite builds hundreds of apps. Shared, a schema is
 * compiled once per process, and its function reused by every route of any
 * app whose schema reads the same against the same shared schemas and
 * options (the same text gives the same code). A process that builds one
 * app (production) has nothing to share and passes none.
 */
export function sharedCompilers(): SharedCompilers {
  return {
    buildValidator: byText(AjvCompiler()) as ValidatorFactory,
    buildSerializer: byText(SerializerSelector()) as SerializerFactory,
  };
}

type Factory = (shared: unknown, options: unknown) => (route: { schema: unknown }) => unknown;

/** `factory`, with each compiled function kept by the text of its shared schemas, options and schema. */
function byText(factory: unknown): Factory {
  const compiled = new Map<string, unknown>();
  return (shared, options) => {
    const compile = (factory as Factory)(shared, options);
    const context = JSON.stringify([shared, options]);
    return (route) => {
      const key = `${context}\n${JSON.stringify(route.schema)}`;
      if (!compiled.has(key)) compiled.set(key, compile(route));
      return compiled.get(key);
    };
  };
}
