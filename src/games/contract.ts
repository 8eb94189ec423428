/**
 * The game plugin contract. A plugin is pure data plus pure functions: no I/O,
 * no clock, no Math.random. The service layer owns persistence, turn timers and
 * the RNG stream; a plugin only ever sees values.
 */
import type { Rng } from "./rng.ts";

/** The three action types of the public API (seed: GameAction.action_type). */
export const ACTION_TYPES = ["roll_dice", "choose_cell", "pass"] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/**
 * `forfeit` is never accepted from a client: the service applies it with actor
 * `system` when a turn times out in a game where `pass` is impossible.
 */
export type SystemActionType = "forfeit";

export interface GameAction {
  readonly action_type: ActionType | SystemActionType;
  readonly payload: Readonly<Record<string, unknown>>;
}

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

/**
 * What a viewer may do now. `choices` lists the legal values of `payload.cell`
 * for `choose_cell`; `hold` says `roll_dice` accepts `payload.hold`.
 */
export interface AllowedAction {
  readonly action_type: ActionType;
  readonly choices?: readonly (number | string)[];
  readonly hold?: boolean;
}

export type Outcome =
  | { readonly status: "running" }
  | {
      readonly status: "finished";
      /** Participant ids; more than one on a tie, none on a draw. */
      readonly winners: readonly string[];
    };

/** Boards are described per kind; player-indexed arrays follow seat order. */
export type BoardDescription = GridBoard | DiceRaceBoard | YachtBoard | TrackBoard;

/** Tic-tac-toe: `cells[i]` is the seat index that marked cell i, or null. */
export interface GridBoard {
  readonly kind: "grid";
  readonly rows: number;
  readonly cols: number;
  readonly cells: readonly (number | null)[];
  readonly last_cell: number | null;
  readonly winning_line: readonly number[] | null;
}

/** Pig: banked totals per seat, the running turn total and the last die. */
export interface DiceRaceBoard {
  readonly kind: "dice-race";
  readonly target: number;
  readonly banked: readonly number[];
  readonly turn_total: number;
  readonly last_roll: number | null;
}

export const YACHT_CATEGORIES = [
  "ones",
  "twos",
  "threes",
  "fours",
  "fives",
  "sixes",
  "three_of_a_kind",
  "four_of_a_kind",
  "full_house",
  "small_straight",
  "large_straight",
  "yacht",
  "chance",
] as const;
export type YachtCategory = (typeof YACHT_CATEGORIES)[number];

/** Yacht: five dice (0 = not rolled yet this turn), held marks, scorecards per seat. */
export interface YachtBoard {
  readonly kind: "yacht";
  readonly dice: readonly number[];
  readonly held: readonly boolean[];
  readonly rolls_left: number;
  readonly scorecards: readonly Readonly<Partial<Record<YachtCategory, number>>>[];
  /** What each open category would score with the current dice, for the seat to move. */
  readonly potential: Readonly<Partial<Record<YachtCategory, number>>>;
}

/** Snakes and ladders: squares 1..size*size, position 0 = not yet on the board. */
export interface TrackBoard {
  readonly kind: "track";
  readonly size: number;
  readonly positions: readonly number[];
  readonly snakes: readonly (readonly [from: number, to: number])[];
  readonly ladders: readonly (readonly [from: number, to: number])[];
  readonly last_roll: number | null;
}

export interface GameView {
  readonly board: BoardDescription;
  /** Seat index whose turn it is, or null when the game is over. */
  readonly turn: number | null;
  /** Score per seat, in seat order. */
  readonly scores: readonly number[];
  /** Empty unless the viewer is the seat to move. */
  readonly allowed_actions: readonly AllowedAction[];
}

export interface GamePlugin<S = unknown> {
  readonly id: string;
  readonly name: string;
  /** One line for lists and the bot's game picker. */
  readonly summary: string;
  readonly min_players: number;
  readonly max_players: number;
  readonly action_types: readonly ActionType[];
  /** Players arrive in turn order; state must be JSON-serialisable. */
  setup(players: readonly Seat[], rng: Rng): S;
  apply(state: S, action: GameAction, ctx: ApplyContext): ApplyResult<S>;
  /** `viewer` is a participant id, or null for an anonymous/spectator view. */
  view(state: S, viewer: string | null): GameView;
  outcome(state: S): Outcome;
  /** What the service applies (as actor "system") when the current turn times out. */
  timeoutAction(state: S): GameAction;
}
