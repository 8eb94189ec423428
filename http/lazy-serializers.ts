import { SerializerSelector } from "@fastify/fast-json-stringify-compiler";

/**
 * Fastify builds a fast-json-stringify serializer for every response schema
 * of every route while it starts: a fifth of the game API's start-up CPU,
 * and 6 MB of the idle process's live heap. This factory hands Fastify the
 * same serializers, built on a route's first answer with that status
 * instead: an answer nobody asks for costs nothing, and each one is built
 * once, exactly as Fastify builds it.
 *
 * A frozen object is serialized once per route and status, and its text kept
 * for as long as the object lives: the core freezes what it hands out many
 * times unchanged (cached state and session documents), and nothing may change a frozen
 * object's fields. `eager` builds the serializers (Fastify's own compiler
 * by default; tests share one between apps, see shared-compilers.ts).
 */
export function lazySerializers(eager: Factory = SerializerSelector()): {
  schemaController: { compilersFactory: { buildSerializer: Factory } };
} {
  const buildSerializer: Factory = (externalSchemas, options) => {
    const compile = eager(externalSchemas, options);
    return (route) => {
      let serialize: ReturnType<typeof compile> | undefined;
      const frozen = new WeakMap<object, string>();
      return (doc) => {
        serialize ??= compile(route);
        if (typeof doc !== "object" || doc === null || !Object.isFrozen(doc)) return serialize(doc);
        let text = frozen.get(doc);
        if (text === undefined) {
          text = serialize(doc);
          frozen.set(doc, text);
        }
        return text;
      };
    };
  };
  return { schemaController: { compilersFactory: { buildSerializer } } };
}

type Factory = ReturnType<typeof SerializerSelector>;
