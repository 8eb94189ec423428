/**
 * A game as one module: everything that knows a game sits in its folder and
 * meets the platform here. The renderer, the bot, the API document and the
 * computer players reach a game only through these parts, so a game that
 * lacks one does not compile.
 */
import type { TSchema } from "typebox";
import type { Ctx } from "../drawing/theme.ts";
import type { Locale } from "../i18n/locales.ts";
import type { ActionType, AllowedAction, BoardBase, GamePlugin } from "./contract.ts";
import type { GameWords } from "./game-words.ts";
import type { BoardType } from "./kit/board-schemas.ts";
import type { Strategy, Strength } from "./strategy.ts";

/** What a board image shows besides the board: seats, colours and the outcome. */
export interface TableInput {
  readonly status: "running" | "finished" | "aborted";
  /** `erased` marks an erased player's seat, which the image names in its own language. */
  readonly players: ReadonlyArray<{
    readonly name: string;
    readonly color: string;
    readonly erased?: boolean;
  }>;
  /** Seat index to move, or null when nobody is. */
  readonly turn: number | null;
  /** Seat indices; empty on a draw. */
  readonly winners: readonly number[];
  readonly scores: readonly number[];
  readonly language?: Locale;
}

/** A board's layout and drawing; both share the geometry `G`, so an image matches its layout. */
export interface BoardDrawer<B, G extends { readonly height: number }, W> {
  layout(board: B, seats: number, top: number, width: number): G;
  draw(ctx: Ctx, geometry: G, board: B, table: TableInput, words: W): void;
}

/**
 * A move a chat button makes; the bot encodes it into callback data, which
 * Telegram caps at 64 bytes with the game's id and version. `cell`, `roll`
 * and `pass` are the seed's three in short; `act` is any action type with a
 * flat payload.
 */
export type ChatMove =
  | { readonly type: "cell"; readonly cell: number | string }
  | { readonly type: "roll"; readonly hold?: number }
  | { readonly type: "pass" }
  | { readonly type: "act"; readonly action_type: ActionType; readonly payload?: ChatPayload };

/**
 * What an `act` button sends as its payload: flat, its keys snake case (at
 * most 16 characters), its values integers of at most 6 digits or snake-case
 * words of at most 20; kept short, as about 30 bytes are left for the move.
 */
export type ChatPayload = Readonly<Record<string, number | string>>;

/**
 * One button under a chat board: a move, a die to hold, a private peek, or an
 * inert label. A peek is answered to its presser alone (an alert in the chat)
 * with what `ChatFace.peek` reads from the presser's own view, so a shared
 * group message can offer every player their hidden part.
 */
export type ChatButton =
  | { readonly text: string; readonly move: ChatMove }
  | { readonly text: string; readonly hold: number }
  | { readonly text: string; readonly peek: true }
  | { readonly text: string };

/** What a game's chat face reads: the viewer's board and moves, and the dice the viewer is keeping. */
export interface ChatInput<B> {
  readonly board: B;
  readonly allowed: readonly AllowedAction[];
  /** Bit i set = die i is kept for the next roll (games whose roll takes `hold`). */
  readonly holdMask: number;
}

/** How a game shows in a chat, as data the bot renders: no grammY here. */
export interface ChatFace<B, W> {
  /** Button rows for the viewer's allowed actions. */
  keyboard(input: ChatInput<B>, words: W): ChatButton[][];
  /** Extra caption lines while the game runs. */
  status(board: B, words: W): string[];
  /**
   * The position in words, as the caption's last lines, for whoever cannot
   * see the photo (a screen reader reads the caption); `names` are the seats'
   * shown names, in seat order. Public parts only, as for `status`.
   */
  position(board: B, words: W, names: readonly string[]): string[];
  /** A seat in the caption's score line. */
  scoreLine(seat: number, name: string, score: number): string;
  /** How a `choose_cell` choice reads in "Last: … chose X". */
  choice(cell: unknown, words: W): string;
  /** The die a roll showed, for the answer to the press; null when the board shows none. */
  rolled(board: B): number | null;
  /**
   * The answer to a peek button, from the presser's own board; only games
   * with hidden parts have it. Captions, buttons and `status` are seen by a
   * whole group, so they never show what `peek` does.
   */
  peek?(board: B, words: W): string;
}

/**
 * What a game's rules are like, for the checks that hold every game to its
 * own: the property tests read these instead of lists of game ids.
 */
export type GameTraits = {
  /** Some moves are refused for the phase of a turn (`invalid_phase`), not only for whose turn it is. */
  readonly phased: boolean;
  /** Some of the state is hidden from some viewers, so views differ by more than the allowed actions. */
  readonly hidesInformation: boolean;
} & DiceHolding;

/** Whether `roll_dice` may keep some dice (`payload.hold` lists their indices), and if so how many dice it rolls. */
export type DiceHolding = { readonly holdsDice: false } | { readonly holdsDice: true; readonly dice: number };

/**
 * Everything the platform knows of one game. `T` is the board's one schema;
 * the board type derives from it. `T` is inferred from `board.schema` alone
 * and the other parts are checked against its board type (NoInfer).
 */
export interface GameModule<S, T extends TSchema, W, G extends { readonly height: number }> {
  readonly rules: GamePlugin<S, NoInfer<BoardType<T>> & BoardBase>;
  /** The board's schema: its type, and its branch of the API document. */
  readonly board: { readonly name: string; readonly schema: T };
  /** Its words, read from locales/<tag>/games/ (decision 0023). */
  readonly words: GameWords<W>;
  readonly strategies: Readonly<Record<Strength, Strategy<NoInfer<BoardType<T>> & BoardBase>>>;
  readonly drawer: BoardDrawer<NoInfer<BoardType<T>>, G, W>;
  readonly chat: ChatFace<NoInfer<BoardType<T>>, W>;
  readonly traits: GameTraits;
}

/** Checks a game's parts against each other; the returned module is what the registry lists. */
export function defineGame<S, T extends TSchema, W, G extends { readonly height: number }>(
  module: GameModule<S, T, W, G>,
): GameModule<S, T, W, G> {
  return module;
}
