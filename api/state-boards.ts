import { type TSchema, Type } from "typebox";
import { YACHT_CATEGORIES } from "../src/games/yacht/yacht-board.ts";

type Json = Record<string, unknown>;

const Seat = Type.Integer({ minimum: 0, description: "Seat index (turn order, from 0)." });
const Die = Type.Integer({ minimum: 1, maximum: 6 });
const Jump = Type.Array(Type.Integer({ minimum: 1 }), {
  minItems: 2,
  maxItems: 2,
  description: "[from, to] squares.",
});
const Categories = Type.Object(
  Object.fromEntries(YACHT_CATEGORIES.map((c) => [c, Type.Optional(Type.Integer({ minimum: 0 }))])),
  { additionalProperties: false },
);

const GridBoard = Type.Object(
  {
    kind: Type.Literal("grid"),
    rows: Type.Integer({ minimum: 1 }),
    cols: Type.Integer({ minimum: 1 }),
    cells: Type.Array(Type.Union([Seat, Type.Null()]), {
      description: "Row-major; the seat that marked each cell, or null.",
    }),
    last_cell: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    winning_line: Type.Union([Type.Array(Type.Integer({ minimum: 0 })), Type.Null()], {
      description: "The cells of the winning line once someone has one.",
    }),
  },
  { additionalProperties: false, description: "tic-tac-toe: a rows×cols grid." },
);

const DiceRaceBoard = Type.Object(
  {
    kind: Type.Literal("dice-race"),
    target: Type.Integer({ minimum: 1, description: "Banked points that win." }),
    banked: Type.Array(Type.Integer({ minimum: 0 }), { description: "Banked points per seat." }),
    turn_total: Type.Integer({
      minimum: 0,
      description: "Points rolled this turn, lost on a 1, banked on pass.",
    }),
    last_roll: Type.Union([Die, Type.Null()]),
  },
  { additionalProperties: false, description: "pig: a race to the target on one die." },
);

const TrackBoard = Type.Object(
  {
    kind: Type.Literal("track"),
    size: Type.Integer({ minimum: 1, description: "Squares 1..size×size." }),
    positions: Type.Array(Type.Integer({ minimum: 0 }), {
      description: "Square per seat; 0 = not yet on the board.",
    }),
    snakes: Type.Array(Jump),
    ladders: Type.Array(Jump),
    last_roll: Type.Union([Die, Type.Null()]),
  },
  {
    additionalProperties: false,
    description: "snakes-and-ladders: a square track with jumps.",
  },
);

const YachtBoard = Type.Object(
  {
    kind: Type.Literal("yacht"),
    dice: Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), {
      minItems: 5,
      maxItems: 5,
      description: "0 = not rolled yet this turn.",
    }),
    held: Type.Array(Type.Boolean(), { minItems: 5, maxItems: 5 }),
    rolls_left: Type.Integer({ minimum: 0, maximum: 3 }),
    scorecards: Type.Array(Categories, { description: "Scored boxes per seat; absent = still open." }),
    potential: Categories,
  },
  { additionalProperties: false, description: "yacht: five dice and scorecards." },
);

/** Each plugin id with the board its state document carries, and the schemas' names. */
const BOARD_SCHEMAS: readonly { pluginId: string; board: string; state: string; schema: TSchema }[] = [
  { pluginId: "tic-tac-toe", board: "GridBoard", state: "GridState", schema: GridBoard },
  { pluginId: "pig", board: "DiceRaceBoard", state: "DiceRaceState", schema: DiceRaceBoard },
  { pluginId: "yacht", board: "YachtBoard", state: "YachtState", schema: YachtBoard },
  { pluginId: "snakes-and-ladders", board: "TrackBoard", state: "TrackState", schema: TrackBoard },
];

/**
 * Describes the state document's `board` per plugin in the served document:
 * StateDocument becomes a `oneOf` discriminated by `plugin_id`, one branch per
 * game naming its board schema. Only the document changes: responses are
 * still serialized with the loose board schema, so the runtime pays nothing.
 */
export function describeBoards(doc: Json): Json {
  const components = (doc.components ?? {}) as { schemas?: Record<string, Json> };
  const schemas = components.schemas;
  const state = schemas?.StateDocument;
  if (!schemas || !state) return doc;
  const mapping: Record<string, string> = {};
  for (const { pluginId, board, state: name, schema } of BOARD_SCHEMAS) {
    schemas[board] = JSON.parse(JSON.stringify(schema)) as Json;
    schemas[name] = {
      type: "object",
      description: `The state document of ${pluginId}.`,
      required: ["plugin_id", "board"],
      properties: {
        plugin_id: { type: "string", const: pluginId },
        board: { $ref: `#/components/schemas/${board}` },
      },
    };
    mapping[pluginId] = `#/components/schemas/${name}`;
  }
  state.oneOf = Object.values(mapping).map(($ref) => ({ $ref }));
  state.discriminator = { propertyName: "plugin_id", mapping };
  return doc;
}
