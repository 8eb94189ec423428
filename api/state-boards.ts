import { KNOWN_GAMES } from "../src/games/registry.ts";

type Json = Record<string, unknown>;

/**
 * Adds a game's component, whose name no other schema may hold: a board
 * named like another component would silently replace it in the document.
 */
function addComponent(schemas: Record<string, Json>, pluginId: string, name: string, schema: Json): void {
  if (Object.hasOwn(schemas, name))
    throw new Error(
      `${pluginId}'s schema ${name} is already in the API document: give its board its own name`,
    );
  schemas[name] = schema;
}

/**
 * Describes the state document's `board` per game in the served document:
 * StateDocument becomes a `oneOf` discriminated by `plugin_id`, one branch per
 * registered game, keyed by plugin id, naming its board's own schema (the
 * board's `name`, which must be unique). Only the document changes:
 * responses are still serialized with the loose board schema, so the runtime
 * pays nothing.
 */
export function describeBoards(doc: Json): Json {
  const components = (doc.components ?? {}) as { schemas?: Record<string, Json> };
  const schemas = components.schemas;
  const state = schemas?.StateDocument;
  if (!schemas || !state) return doc;
  const mapping: Record<string, string> = {};
  for (const { rules, board } of KNOWN_GAMES) {
    const name = `${board.name.replace(/Board$/, "")}State`;
    addComponent(schemas, rules.id, board.name, JSON.parse(JSON.stringify(board.schema)) as Json);
    addComponent(schemas, rules.id, name, {
      type: "object",
      description: `The state document of ${rules.id}.`,
      required: ["plugin_id", "board"],
      properties: {
        plugin_id: { type: "string", const: rules.id },
        board: { $ref: `#/components/schemas/${board.name}` },
      },
    });
    mapping[rules.id] = `#/components/schemas/${name}`;
  }
  state.oneOf = Object.values(mapping).map(($ref) => ({ $ref }));
  state.discriminator = { propertyName: "plugin_id", mapping };
  return doc;
}
