/**
 * The game plugin contract. A plugin is pure data plus pure functions: no I/O,
 * no clock, no Math.random. The service layer owns persistence, turn timers and
 * the RNG stream; a plugin only ever sees values.
 */
import type { TSchema } from "typebox";
import type { AllowedAction } from "../documents/game-documents.ts";

/** The whole state of the seeded PRNG (see rng.ts): four 32-bit words. */
export type RngState = readonly [number, number, number, number];

export interface Rng {
  /** A uniform integer in [0, n), without modulo bias. */
  int(n: number): number;
  /** A die face in 1..sides (default 6). */
  die(sides?: number): number;
  /** The current internal state, to persist between actions. */
  snapshot(): RngState;
}

/** The seed's three action types, valid whatever the registered games declare. */
export { SEED_ACTION_TYPES } from "../documents/game-documents.ts";

/**
 * An action type's name, in snake case. Each game declares its own in
 * `action_types`; the API accepts the seed's three and every type a
 * registered game declares (`ACTION_TYPES` in registry.ts).
 */
export type ActionType = string;

/**
 * `forfeit` is never accepted from a client: the service applies it with actor
 * `system` when a turn times out in a game where `pass` is impossible.
 */
export type SystemActionType = "forfeit";

export interface GameAction {
  readonly action_type: ActionType | SystemActionType;
  readonly payload: Readonly<Record<string, unknown>>;
}

/** What a game is started with besides its seats, as its `options` schema allows; `{}` when none. */
export type GameOptions = Readonly<Record<string, unknown>>;

/** One seat at the table, in turn order. `id` is the participant id. */
export interface Seat {
  readonly id: string;
  readonly name: string;
}

export interface ApplyContext {
  /** The participant id of whoever acts, or "system" for timeouts. */
  readonly actor: string;
  readonly rng: Rng;
}

/** Stable rejection codes; each one is also a row of the shared error table. */
export type RejectionCode =
  | "not_your_turn"
  | "invalid_phase"
  | "invalid_action"
  | "invalid_payload"
  | "game_over";

export interface Rejection {
  readonly ok: false;
  readonly code: RejectionCode;
  readonly detail: string;
}

export type ApplyResult<S> = { readonly ok: true; readonly state: S } | Rejection;

/** What a viewer may do now: its one schema is the state document's (src/documents/game-documents.ts). */
export type { AllowedAction };

export type Outcome =
  | { readonly status: "running" }
  | {
      readonly status: "finished";
      /** Participant ids; more than one on a tie, none on a draw. */
      readonly winners: readonly string[];
    };

/**
 * What every board has. Each game defines its own board type in its folder,
 * with a literal `kind`; player-indexed arrays follow seat order.
 */
export interface BoardBase {
  readonly kind: string;
}

export interface GameView<B extends BoardBase = BoardBase> {
  readonly board: B;
  /** Seat index whose turn it is, or null when the game is over. */
  readonly turn: number | null;
  /** Score per seat, in seat order. */
  readonly scores: readonly number[];
  /** Empty unless the viewer is the seat to move. */
  readonly allowed_actions: readonly AllowedAction[];
}

/** A game: `S` is its stored state, `B` the board its `view()` describes, `A` the action types it takes. */
export interface GamePlugin<S = unknown, B extends BoardBase = BoardBase, A extends ActionType = ActionType> {
  readonly id: string;
  /**
   * The version of these rules, a positive integer starting at 1. Bump it
   * whenever a rule change changes outcomes: what a replay of the same seed
   * and moves produces (its states, rolls or winners), so a replay can tell
   * which rules a game was played by. `test/games/rules-versions.test.ts`
   * keeps a golden replay per game and fails until both change together.
   */
  readonly rules_version: number;
  readonly name: string;
  /** One line for lists and the bot's game picker. */
  readonly summary: string;
  readonly min_players: number;
  readonly max_players: number;
  /** What this game's moves are; a type no registered game declared before joins the API's list. */
  readonly action_types: readonly A[];
  /**
   * The options a game takes at start, a TypeBox object schema; a game
   * without it takes none. The API checks a start's options against it.
   */
  readonly options?: TSchema;
  /** Players arrive in turn order, with the start's checked options; state must be JSON-serialisable. */
  setup(players: readonly Seat[], rng: Rng, options?: GameOptions): S;
  /**
   * The options the session's next game (a rematch) starts with, from this
   * game's final state and the seats that lost it on time; none without it.
   */
  rematchOptions?(state: S, lostOnTime?: readonly number[]): GameOptions;
  apply(state: S, action: GameAction, ctx: ApplyContext): ApplyResult<S>;
  /** `viewer` is a participant id, or null for an anonymous/spectator view. */
  view(state: S, viewer: string | null): GameView<B>;
  outcome(state: S): Outcome;
  /** What the service applies (as actor "system") when the current turn times out. */
  timeoutAction(state: S): GameAction;
}
