import type { TSchema } from "typebox";
import type { StateDocumentOf } from "../documents/game-documents.ts";
import { backgammonGame } from "./backgammon/backgammon-game.ts";
import { type GamePlugin, SEED_ACTION_TYPES } from "./contract.ts";
import type { BoardDrawer, ChatFace, GameTraits } from "./game-module.ts";
import type { GameWords } from "./game-words.ts";
import { liarsDiceGame } from "./liars-dice/liars-dice-game.ts";
import { longNardyGame } from "./long-nardy/long-nardy-game.ts";
import { ludoGame } from "./ludo/ludo-game.ts";
import { pigGame } from "./pig/pig-game.ts";
import { snakesAndLaddersGame } from "./snakes-and-ladders/snakes-and-ladders-game.ts";
import type { Strategy, Strength } from "./strategy.ts";
import { ticTacToeGame } from "./tic-tac-toe/tic-tac-toe-game.ts";
import { yachtGame } from "./yacht/yacht-game.ts";

/**
 * Every playable game, by plugin id, in the order pickers list them. A new
 * game is one folder plus one line here; `defineGame` in its folder makes
 * sure it has every part.
 */
const GAMES = {
  "tic-tac-toe": ticTacToeGame,
  pig: pigGame,
  yacht: yachtGame,
  "snakes-and-ladders": snakesAndLaddersGame,
  ludo: ludoGame,
  "liars-dice": liarsDiceGame,
  backgammon: backgammonGame,
  "long-nardy": longNardyGame,
};

/** A registered game's plugin id. */
export type GameId = keyof typeof GAMES;

/** The board a game's state document carries. */
export type BoardOf<K extends GameId> = ReturnType<(typeof GAMES)[K]["rules"]["view"]>["board"];

/** The words a game's parts speak, in one language. */
export type WordsOf<K extends GameId> = (typeof GAMES)[K]["words"] extends GameWords<infer W> ? W : never;

/** The layout a game's drawer gives its board. */
export type GeometryOf<K extends GameId> = ReturnType<(typeof GAMES)[K]["drawer"]["layout"]>;

/** Every board a registered game can describe. */
export type KnownBoard = BoardOf<GameId>;

/** The game state document of a registered game: its board is one of the known. */
export type StateDocument = StateDocumentOf<KnownBoard>;

/** A registered plugin of any game: opaque state, and a board of some registered game. */
export type KnownPlugin = GamePlugin<unknown, KnownBoard>;

/** A registered game seen from the platform: its parts, with its state opaque and its board one of the known. */
export interface KnownGame {
  readonly rules: KnownPlugin;
  readonly board: { readonly name: string; readonly schema: TSchema };
  readonly words: GameWords<unknown>;
  readonly strategies: Readonly<Record<Strength, Strategy<KnownBoard>>>;
  readonly drawer: BoardDrawer<KnownBoard, { readonly height: number }, unknown>;
  readonly chat: ChatFace<KnownBoard, unknown>;
  readonly traits: GameTraits;
}

/** The `kind` literal a board schema fixes. */
function boardKindOf(schema: TSchema): unknown {
  return (schema as { properties?: { kind?: { const?: unknown } } }).properties?.kind?.const;
}

/**
 * Each game's board kind and board name, which must be its own: a game copied
 * from another without renaming them would draw, or document, the other game.
 * Throws naming both games, so a process with such a registry does not start.
 */
export function requireOwnBoards(games: readonly KnownGame[]): readonly KnownGame[] {
  const byKind = new Map<unknown, KnownGame>();
  const byName = new Map<string, KnownGame>();
  for (const game of games) {
    const kind = boardKindOf(game.board.schema);
    const taken = byKind.get(kind) ?? byName.get(game.board.name);
    if (taken)
      throw new Error(
        `games ${taken.rules.id} and ${game.rules.id} share a board kind or name (${String(kind)}, ${game.board.name}): give each game its own`,
      );
    byKind.set(kind, game);
    byName.set(game.board.name, game);
  }
  return games;
}

/** Every registered game, in picker order; each board's kind and name are its own. */
export const KNOWN_GAMES = requireOwnBoards(Object.values(GAMES) as readonly KnownGame[]);

/** An action type a registered game declares, or one of the seed's three. */
export type RegisteredActionType =
  | (typeof GAMES)[GameId]["rules"]["action_types"][number]
  | (typeof SEED_ACTION_TYPES)[number];

/**
 * Every action type the API accepts: the seed's three, then each game's new
 * ones in registry order. The API's enum, the channel's `act` and the
 * OpenAPI and AsyncAPI documents read this list (decision 0019).
 */
export const ACTION_TYPES: readonly RegisteredActionType[] = [
  ...new Set<RegisteredActionType>([
    ...SEED_ACTION_TYPES,
    ...KNOWN_GAMES.flatMap((game) => game.rules.action_types as readonly RegisteredActionType[]),
  ]),
];

/** Every playable game's rules, in the order pickers list them. */
export const GAME_PLUGINS: readonly KnownPlugin[] = KNOWN_GAMES.map((game) => game.rules);

/** The game with this plugin id, or undefined for an unknown game. */
export function findGame(id: string): KnownGame | undefined {
  return Object.hasOwn(GAMES, id) ? (GAMES[id as GameId] as KnownGame) : undefined;
}

/** The plugin with this id, or undefined for an unknown game. */
export function findPlugin(id: string): KnownPlugin | undefined {
  return findGame(id)?.rules;
}
