/**
 * The tables of games: each game's row, its session's audit chain, the
 * stored outcomes of actions and idempotency keys, rematches and turn reminders.
 */

export interface AuditEntryTable {
  session_id: string;
  seq: number;
  /** Ids other than the session's are stored as bytes (compact-id.ts, migration 0019). */
  game_id: Uint8Array | null;
  at: string;
  actor: Uint8Array;
  channel: string;
  kind: string;
  action_id: Uint8Array | null;
  action_type: string | null;
  payload: string | null;
  outcome: string;
  version: number | null;
  /** SHA-256 of the game state after an applied action, so a replay can check every step. */
  state_hash: Uint8Array | null;
  /** Hex a player contributed to the dice with this entry (docs/fair-dice.md), or null. */
  entropy: string | null;
  /** The previous entry's hash is that entry's `hash`, not stored again (migration 0017). */
  hash: Uint8Array;
  /** An applied move's sender and Idempotency-Key, hashed (16 bytes), outside the entry's hash (migration 0032). */
  request_key: Uint8Array | null;
  /** An applied move's stored outcome when it says more than its version (migration 0032), outside the entry's hash. */
  reply: string | null;
}

export type GameStatus = "running" | "finished" | "aborted";

export interface GameTable {
  id: string;
  session_id: string;
  plugin_id: string;
  status: GameStatus;
  version: number;
  /** JSON: Seat[] in turn order. */
  seats: string;
  /** JSON: the plugin's state. */
  state: string;
  /** JSON: the PRNG's four words after the last draw. */
  rng_state: string;
  /** Secret until the game ends; only its commitment is shown before. */
  rng_seed: string;
  rng_commitment: string;
  /** The seq of its `game_started` entry: the game's slice of its session's audit chain starts there (migration 0015). */
  audit_seq: number;
  /** JSON: the last applied action, for the state document. */
  last_action: string | null;
  /** This game's turn timer; null = off. */
  turn_seconds: number | null;
  turn_deadline: string | null;
  /** Time left on the turn while the session is paused. */
  turn_remaining_ms: number | null;
  /** JSON: each seat's clock, stand-in, forfeit and vacation (src/model/game-clock.ts; migration 0024). */
  clock: string | null;
  /** When the mover is next reminded of their clock; null = no reminder due this turn. */
  remind_at: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/**
 * The stored outcome of an action id or idempotency key, replayed on repeats.
 * Ids here are stored as bytes (compact-id.ts, migration 0018).
 */
export interface GameActionTable {
  game_id: string;
  action_id: Uint8Array;
  /** Participant who sent it and the hash of what was sent (null for rows older than migration 0005). */
  actor: Uint8Array | null;
  /** SHA-256 of the request, as 32 bytes (migration 0013). */
  request_hash: Uint8Array | null;
  outcome: string;
}

export interface IdempotencyKeyTable {
  game_id: string;
  /** The user who sent the key: a key is scoped to its principal (migration 0007). */
  owner: Uint8Array;
  key: Uint8Array;
  /** The action the key answered: its request hash and outcome are the key's (migration 0012). */
  action_id: Uint8Array;
}

/** The one rematch of a finished game: its key keeps it one across processes. */
export interface RematchTable {
  game_id: string;
  rematch_game_id: string;
  created_at: string;
}

/** A (game, version) whose mover was reminded of their waiting turn. */
export interface TurnReminderTable {
  game_id: string;
  version: number;
  reminded_at: string;
}
