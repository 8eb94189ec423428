import { AjvCompiler } from "@fastify/ajv-compiler";

/** Fastify's request-validator factory (`schemaController.compilersFactory.buildValidator`). */
type Factory = ReturnType<typeof AjvCompiler>;
type Compile = ReturnType<Factory>;
type Validate = ReturnType<Compile>;

/**
 * Fastify compiles an Ajv validator for every body, query, params and
 * headers schema of every route while it starts: a sixth of the API's
 * start-up CPU, and the compiled functions stay in its heap whether a
 * request ever reaches them or not. This factory hands Fastify the same
 * validators, compiled at a route's first request that needs one instead
 * (see lazy-serializers.ts for the answers). A validator answers exactly as
 * the eager one: Fastify reads its `errors` and, for Ajv, `schemaEnv` (which
 * makes it pass the request so a coerced root value lands), and both are
 * read from the compiled function. A schema Ajv cannot compile fails its
 * route's requests with a 500 instead of the start. `eager` compiles (Fastify's own Ajv
 * compiler by default; tests share one between apps, see shared-compilers.ts).
 */
export function lazyValidators(eager: Factory = AjvCompiler()): Factory {
  return (externalSchemas, options) => {
    // Ajv itself is made at the first validation too: a process may never need one.
    let compile: Compile | undefined;
    return (route) => {
      let compiled: Validate | undefined;
      const validator = () => {
        compile ??= eager(externalSchemas, options);
        compiled ??= compile(route);
        return compiled;
      };
      const compiledOrNot = () => {
        try {
          return validator();
        } catch {
          return undefined;
        }
      };
      const validate = (data: unknown, context?: unknown) =>
        (validator() as (data: unknown, context?: unknown) => unknown)(data, context);
      Object.defineProperties(validate, {
        errors: { get: () => (validator() as { errors?: unknown }).errors },
        // Read before the call, outside Fastify's catch: a failing compile throws in the call instead.
        schemaEnv: { get: () => (compiledOrNot() as { schemaEnv?: unknown } | undefined)?.schemaEnv },
      });
      return validate as Validate;
    };
  };
}
