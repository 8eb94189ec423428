import { recordChange } from "../audit/record-change.ts";
import type { Principal } from "../auth/principal.ts";
import {
  findActionOutcome,
  findKeyedOutcome,
  holdGameActions,
  insertActionOutcome,
  insertKeyedOutcome,
  letGoActions,
  noteLoggedMove,
  requestKeyOf,
  type StoredAction,
} from "../db/repositories/action-repository.ts";
import { findGameForUser, type SessionGate } from "../db/repositories/game-repository.ts";
import type { GameRow } from "../db/schema.ts";
import type { WriteTx } from "../db/store.ts";
import { DomainError, type ErrorCode } from "../errors.ts";
import type { ActionType, GameAction, RngState } from "../games/contract.ts";
import { createRng, mixEntropy } from "../games/rng.ts";
import { clockOf, pluginOf, seatsOf } from "../model/game-record.ts";
import type { PlayDeps } from "../model/play-deps.ts";
import { buildStateDocument } from "../model/state-document.ts";
import type { Channel } from "../sessions/channel.ts";
import { runningGameOf } from "../sessions/session-status.ts";
import { isoAt } from "../time.ts";
import { type ActionOutcome, loggedOutcome, restoreOutcome, storedForm } from "./action-outcomes.ts";
import { giveSeatBack } from "./give-seat-back.ts";
import { recordMove } from "./record-move.ts";
import { type ActionInput, requestHash } from "./request-hash.ts";

export interface ActOptions {
  /** "computer": a computer player's move, made by the server (computer-turn.ts). */
  readonly channel: Channel | "computer";
  readonly idempotencyKey?: string | undefined;
  /** Refuse with `stale_version` unless the game is still at this version (the bot's buttons). */
  readonly expectedVersion?: number | undefined;
}

export interface ActResult {
  readonly outcome: ActionOutcome;
  /** True when a stored outcome was returned and nothing was applied. */
  readonly replayed: boolean;
  /** True when the move took the sender's seat back from a stand-in. */
  readonly reclaimed?: boolean;
}

/** Who sent a stored action, the hash of what they sent, and its stored outcome: from its table row or its audit entry. */
function settled(found: StoredAction): {
  actor: string | null;
  request_hash: string | null;
  outcome: string;
} {
  if (found.from === "table") return found;
  const { move } = found;
  const sent: ActionInput = {
    action_id: move.actionId,
    action_type: move.actionType as ActionType,
    payload: JSON.parse(move.payload) as Record<string, unknown>,
    entropy: move.entropy ?? undefined,
  };
  return {
    actor: move.actor,
    request_hash: requestHash(sent),
    outcome: loggedOutcome(move.version, move.reply),
  };
}

/** One action in flight: what was sent, by whom, to which game, and when. */
interface Attempt {
  readonly tx: WriteTx;
  readonly input: ActionInput;
  readonly options: ActOptions;
  readonly hash: string;
  readonly owner: string;
  readonly at: string;
  readonly game: GameRow;
  readonly session: SessionGate;
  readonly participantId: string;
}

/** (2) Membership and role: a participant of the game's session, seated in this game. */
async function seatedPlayer(tx: WriteTx, gameId: string, userId: string) {
  const found = await findGameForUser(tx, gameId, userId);
  if (!found) throw new DomainError("game_not_found", `No game ${gameId}.`);
  const { game, session, participantId } = found;
  if (!participantId) throw new DomainError("not_participant");
  if (!seatsOf(game).some((s) => s.id === participantId)) {
    throw new DomainError("not_a_player", "Spectators cannot act in this game.");
  }
  return { game, session, participantId };
}

/** Stores an outcome under the action id (unless it is stored already), and the key, if one was sent, as a reference to it. */
async function remember(attempt: Attempt, outcomeJson: string, actionIdStored: boolean): Promise<void> {
  const { tx, input, options, hash, owner, game, participantId } = attempt;
  if (!actionIdStored) {
    await insertActionOutcome(tx, {
      gameId: game.id,
      actionId: input.action_id,
      actor: participantId,
      hash,
      outcome: outcomeJson,
    });
  }
  const key = options.idempotencyKey;
  if (key) await insertKeyedOutcome(tx, { gameId: game.id, owner, key, actionId: input.action_id });
}

/**
 * (3) Idempotency: a repeated key or action id replays its stored outcome. A
 * key belongs to its sender: another user's request under it is a request of
 * its own. Undefined when the action is new.
 */
async function replayStored(attempt: Attempt): Promise<ActResult | undefined> {
  const { tx, input, options, hash, owner, game, participantId } = attempt;
  const key = options.idempotencyKey;
  const found = key ? await findKeyedOutcome(tx, game, owner, key) : undefined;
  const keyed = found && settled(found);
  if (keyed) {
    if (keyed.request_hash !== hash) {
      throw new DomainError("idempotency_key_reused", "This Idempotency-Key was used with a different body.");
    }
    return { outcome: await restoreOutcome(tx, game, keyed.outcome, participantId), replayed: true };
  }
  const stored = await findActionOutcome(tx, game, input.action_id);
  if (!stored) return undefined;
  const prior = settled(stored);
  if (prior.actor !== participantId || prior.request_hash !== hash) {
    throw new DomainError("action_id_reused", "This action_id was already used for another action.");
  }
  await remember(attempt, prior.outcome, true);
  return { outcome: await restoreOutcome(tx, game, prior.outcome, participantId), replayed: true };
}

/** A refusal from (4) or (5): audited and stored like an applied action. */
async function refuse(attempt: Attempt, code: ErrorCode, detail: string): Promise<ActResult> {
  const { tx, input, options, at, game, session, participantId } = attempt;
  const running = game.status === "running";
  await recordChange(tx, {
    session_id: session.id,
    // An ended game's slice is closed: a move aimed at it is recorded as a session
    // event, inside whichever game runs now, so every slice stays contiguous.
    game_id: running ? game.id : runningGameOf(session),
    at,
    actor: participantId,
    channel: options.channel,
    kind: running ? "action" : "late_action",
    action: { id: input.action_id, type: input.action_type },
    payload: input.payload ?? {},
    entropy: input.entropy?.toLowerCase(),
    outcome: `rejected:${code}`,
    version: game.version,
  });
  const outcome: ActionOutcome = { ok: false, code, detail };
  await remember(attempt, storedForm(outcome), false);
  return { outcome, replayed: false };
}

/** (4) Phase and version: why the game cannot take a move now, if it cannot. */
function phaseRefusal({ game, session, options, participantId }: Attempt): [ErrorCode, string] | undefined {
  if (game.status !== "running") return ["game_over", "This game is over."];
  if (session.status === "Paused") return ["game_paused", "The host paused the game."];
  if (clockOf(game).seats[seatsOf(game).findIndex((s) => s.id === participantId)]?.forfeited) {
    return ["seat_forfeited", "You ran out of time and left this table."];
  }
  if (options.expectedVersion !== undefined && options.expectedVersion !== game.version) {
    return ["stale_version", `The game is at version ${game.version}, not ${options.expectedVersion}.`];
  }
  return undefined;
}

/** (5) The plugin's rules, then the move written at version + 1: its audit entry is its stored outcome (decision 0029). */
async function applyRules(attempt: Attempt, nowMs: number): Promise<ActResult> {
  const { tx, input, options, owner, game, session, participantId } = attempt;
  const plugin = pluginOf(game);
  const stored = JSON.parse(game.rng_state) as RngState;
  // A player's entropy is mixed in before their move draws (docs/fair-dice.md).
  const entropy = input.entropy?.toLowerCase();
  const rng = createRng(entropy ? mixEntropy(game.rng_seed, stored, entropy) : stored);
  const action: GameAction = { action_type: input.action_type, payload: input.payload ?? {} };
  const before: unknown = JSON.parse(game.state);
  const result = plugin.apply(before, action, { actor: participantId, rng });
  if (!result.ok) return refuse(attempt, result.code, result.detail);
  const key = options.idempotencyKey;
  const requestKey = key ? requestKeyOf(owner, key) : null;
  const changed = await recordMove(tx, {
    session,
    game,
    plugin,
    before,
    next: { state: result.state, rng: rng.snapshot() },
    action: { id: input.action_id, type: input.action_type, payload: action.payload },
    entropy,
    actor: participantId,
    channel: options.channel,
    nowMs,
    answer: { requestKey },
  });
  const state = buildStateDocument(changed, plugin, result.state, participantId, false);
  const outcome: ActionOutcome = { ok: true, version: changed.version, state };
  if (changed.status === "running") noteLoggedMove(tx, game.id, { id: input.action_id, key: requestKey });
  else letGoActions(tx, game.id);
  return { outcome, replayed: false };
}

/**
 * Applies one action exactly once. Every check on a move happens here, top
 * to bottom: (1) the credential was resolved by the adapter into `principal`;
 * (2) membership and role; (3) idempotency; (4) phase and version; (5) the
 * plugin's rules. A refusal from (4) or (5) is an outcome, recorded in the
 * audit trail and stored like an applied action, never dropped.
 */
export function act(
  deps: PlayDeps,
  principal: Principal,
  gameId: string,
  input: ActionInput,
  options: ActOptions,
): Promise<ActResult> {
  const hash = requestHash(input);
  const nowMs = deps.now();
  return deps.store.write(async (tx) => {
    const seated = await seatedPlayer(tx, gameId, principal.userId);
    const attempt: Attempt = {
      tx,
      input,
      options,
      hash,
      owner: principal.userId,
      at: isoAt(nowMs),
      ...seated,
    };
    // A running game's actions are held in memory, so a new one is known new without a read.
    if (attempt.game.status === "running") await holdGameActions(tx, attempt.game);
    const replay = await replayStored(attempt);
    if (replay) return replay;
    const refusal = phaseRefusal(attempt);
    if (refusal) return refuse(attempt, ...refusal);
    // Any move of a player whose seat a computer keeps gives it back first.
    const back = await giveSeatBack(tx, attempt.game, attempt.participantId, {
      channel: options.channel,
      nowMs,
    });
    if (!back) return applyRules(attempt, nowMs);
    return { ...(await applyRules({ ...attempt, game: back }, nowMs)), reclaimed: true };
  });
}
