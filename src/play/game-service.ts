import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { appendAudit } from "../audit/audit-log.ts";
import type { Principal } from "../auth/principal.ts";
import type { AuditEntryRow, Database, GameRow, SessionRow } from "../db/schema.ts";
import { writeTransaction } from "../db/write-transaction.ts";
import { DomainError, type ErrorCode } from "../errors.ts";
import type { ActionType, GameAction, GamePlugin } from "../games/contract.ts";
import { findPlugin, GAME_PLUGINS } from "../games/registry.ts";
import { createRng, type RngState, rngStateFromSeed, seedCommitment } from "../games/rng.ts";
import { enqueueOutbox } from "../outbox/outbox.ts";
import { findSession, listParticipants } from "../sessions/session-repository.ts";
import type { Channel } from "../sessions/session-service.ts";
import { nextSessionStatus } from "../sessions/session-status.ts";
import { type GameRecord, type LastAction, seatsOf, stateHash, toGameRecord } from "./game-record.ts";
import { findGame, findGameForUser, type SessionGate, updateGameAtVersion } from "./game-repository.ts";
import { buildStateDocument, type StateDocument } from "./state-document.ts";

export interface ActionInput {
  readonly action_id: string;
  readonly action_type: ActionType;
  readonly payload?: Readonly<Record<string, unknown>> | undefined;
}

export interface ActOptions {
  readonly channel: Channel;
  readonly idempotencyKey?: string | undefined;
  /** Refuse with `stale_version` unless the game is still at this version (the bot's buttons). */
  readonly expectedVersion?: number | undefined;
}

/** What an action came to; stored per action id and idempotency key and replayed verbatim. */
export type ActionOutcome =
  | { readonly ok: true; readonly version: number; readonly state: StateDocument }
  | { readonly ok: false; readonly code: ErrorCode; readonly detail: string };

export interface GameServiceDeps {
  readonly db: Kysely<Database>;
  readonly now: () => number;
  /** Source of dice seeds; tests may pin it. */
  readonly newSeed?: () => string;
}

export type GameService = ReturnType<typeof createGameService>;

/** Stable hash of an action request, to tell a retry from a different request under the same key. */
function requestHash(input: ActionInput): string {
  const canonical = (value: unknown): unknown =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
        )
      : Array.isArray(value)
        ? value.map(canonical)
        : value;
  const body = { action_id: input.action_id, action_type: input.action_type, payload: input.payload ?? {} };
  return createHash("sha256")
    .update(JSON.stringify(canonical(body)))
    .digest("hex");
}

/** The game a session is playing now, if any. */
function runningGameOf(session: SessionGate): string | null {
  return session.status === "InGame" || session.status === "Paused" ? session.current_game_id : null;
}

function pluginOf(game: GameRow): GamePlugin {
  const plugin = findPlugin(game.plugin_id);
  if (!plugin) throw new Error(`plugin ${game.plugin_id} of game ${game.id} is not installed`);
  return plugin;
}

/** Games: start from a plugin, apply actions exactly once, show state and audit, expire turns. */
export function createGameService({
  db,
  now,
  newSeed = () => randomBytes(32).toString("hex"),
}: GameServiceDeps) {
  const iso = () => new Date(now()).toISOString();

  async function loadForParticipant(
    trx: Kysely<Database>,
    principal: Principal,
    gameId: string,
  ): Promise<{ game: GameRow; session: SessionGate; participantId: string }> {
    const found = await findGameForUser(trx, gameId, principal.userId);
    if (!found) throw new DomainError("game_not_found", `No game ${gameId}.`);
    if (!found.participantId) throw new DomainError("not_participant");
    return { game: found.game, session: found.session, participantId: found.participantId };
  }

  function deadlineAfter(game: GameRow, moverChanged: boolean, running: boolean) {
    if (!running || !game.turn_seconds) return null;
    if (!moverChanged && game.turn_deadline) return game.turn_deadline;
    return new Date(now() + game.turn_seconds * 1000).toISOString();
  }

  /**
   * Writes an applied action: the new state and RNG position at version + 1,
   * its audit entry, and, when the game ends, the seed reveal and the
   * session's return to GameSelection. Runs inside the caller's transaction.
   */
  async function commitApplied(
    trx: Kysely<Database>,
    session: SessionGate,
    game: GameRow,
    plugin: GamePlugin,
    next: { state: unknown; rng: RngState },
    action: { id: string | null; type: string; payload: Readonly<Record<string, unknown>> },
    actor: string,
    channel: string,
  ): Promise<GameRow> {
    const at = iso();
    const stateJson = JSON.stringify(next.state);
    const outcome = plugin.outcome(next.state);
    const finished = outcome.status === "finished";
    const previous = plugin.view(JSON.parse(game.state), null).turn;
    const moverChanged = plugin.view(next.state, null).turn !== previous;
    const version = game.version + 1;
    const lastAction: LastAction = {
      action_id: action.id,
      participant_id: actor,
      action_type: action.type,
      payload: action.payload,
      version,
      at,
    };
    const updated: GameRow = {
      ...game,
      status: finished ? "finished" : "running",
      version,
      state: stateJson,
      rng_state: JSON.stringify(next.rng),
      last_action: JSON.stringify(lastAction),
      turn_deadline: deadlineAfter(game, moverChanged, !finished),
      updated_at: at,
      finished_at: finished ? at : null,
    };
    await updateGameAtVersion(trx, updated, game.version);
    await enqueueOutbox(
      trx,
      { session_id: session.id, game_id: game.id, kind: "game_updated", version, payload: { actor } },
      now(),
    );
    const hash = stateHash(stateJson);
    await appendAudit(trx, {
      session_id: session.id,
      game_id: game.id,
      at,
      actor,
      channel,
      kind: "action",
      action_id: action.id,
      action_type: action.type,
      payload: action.payload,
      outcome: "applied",
      version,
      state_hash: hash,
    });
    if (finished) {
      await appendAudit(trx, {
        session_id: session.id,
        game_id: game.id,
        at,
        actor: "system",
        channel: "system",
        kind: "game_finished",
        action_id: null,
        action_type: null,
        payload: { rng_seed: game.rng_seed, winners: outcome.winners },
        outcome: "ok",
        version,
        state_hash: hash,
      });
      const status = nextSessionStatus(session.status, "finish_game") ?? session.status;
      await trx
        .updateTable("sessions")
        .set({ status, updated_at: at })
        .where("id", "=", session.id)
        .execute();
    }
    return updated;
  }

  async function decide(
    trx: Kysely<Database>,
    loaded: { game: GameRow; session: SessionGate; participantId: string },
    input: ActionInput,
    options: ActOptions,
  ): Promise<{ outcome: ActionOutcome }> {
    const { game, session, participantId } = loaded;
    const plugin = pluginOf(game);
    const rejectWith = async (code: ErrorCode, detail: string) => {
      await appendAudit(trx, {
        session_id: session.id,
        // An ended game's slice is closed: a move aimed at it is recorded as a session
        // event, inside whichever game runs now, so every slice stays contiguous.
        game_id: game.status === "running" ? game.id : runningGameOf(session),
        at: iso(),
        actor: participantId,
        channel: options.channel,
        kind: game.status === "running" ? "action" : "late_action",
        action_id: input.action_id,
        action_type: input.action_type,
        payload: input.payload ?? {},
        outcome: `rejected:${code}`,
        version: game.version,
      });
      return { outcome: { ok: false, code, detail } as const };
    };
    if (game.status !== "running") return rejectWith("game_over", "This game is over.");
    if (session.status === "Paused") return rejectWith("game_paused", "The host paused the game.");
    if (options.expectedVersion !== undefined && options.expectedVersion !== game.version) {
      return rejectWith(
        "stale_version",
        `The game is at version ${game.version}, not ${options.expectedVersion}.`,
      );
    }
    const rng = createRng(JSON.parse(game.rng_state) as RngState);
    const action: GameAction = { action_type: input.action_type, payload: input.payload ?? {} };
    const result = plugin.apply(JSON.parse(game.state), action, { actor: participantId, rng });
    if (!result.ok) return rejectWith(result.code, result.detail);
    const changed = await commitApplied(
      trx,
      session,
      game,
      plugin,
      { state: result.state, rng: rng.snapshot() },
      { id: input.action_id, type: input.action_type, payload: action.payload },
      participantId,
      options.channel,
    );
    const state = buildStateDocument(changed, plugin, result.state, participantId, false);
    return { outcome: { ok: true, version: changed.version, state } };
  }

  return {
    /** The installed game plugins. */
    listPlugins(): readonly GamePlugin[] {
      return GAME_PLUGINS;
    },

    /** Host only: starts a game from a plugin, seating players (not spectators) in join order. */
    async start(
      principal: Principal,
      sessionId: string,
      pluginId: string,
      options: { turn_seconds?: number | null | undefined } = {},
      channel: Channel = "web",
    ): Promise<GameRecord> {
      return writeTransaction(db, async (trx) => {
        const session = await findSession(trx, sessionId);
        if (!session) throw new DomainError("session_not_found", `No session ${sessionId}.`);
        const participants = await listParticipants(trx, sessionId);
        const caller = participants.find((p) => p.user_id === principal.userId);
        if (!caller) throw new DomainError("not_participant");
        if (caller.role !== "host") throw new DomainError("not_host", "Only the host may start a game.");
        const plugin = findPlugin(pluginId);
        if (!plugin) throw new DomainError("plugin_not_found", `No game plugin "${pluginId}".`);
        const next = nextSessionStatus(session.status, "start_game");
        if (!next) {
          throw new DomainError(
            "invalid_session_status",
            `Cannot start a game while the session is ${session.status}.`,
          );
        }
        const seated = participants.filter((p) => p.role !== "spectator");
        const needed = Math.max(2, plugin.min_players);
        if (seated.length < needed) {
          throw new DomainError("not_enough_players", `${plugin.name} needs at least ${needed} players.`);
        }
        if (seated.length > plugin.max_players) {
          throw new DomainError(
            "too_many_players",
            `${plugin.name} seats at most ${plugin.max_players} players.`,
          );
        }
        const seats = seated.map((p) => ({ id: p.id, name: p.display_name }));
        const seed = newSeed();
        const rng = createRng(rngStateFromSeed(seed));
        const state = plugin.setup(seats, rng);
        const stateJson = JSON.stringify(state);
        const at = iso();
        const turnSeconds = options.turn_seconds === undefined ? session.turn_seconds : options.turn_seconds;
        const row: GameRow = {
          id: randomUUID(),
          session_id: sessionId,
          plugin_id: plugin.id,
          status: "running",
          version: 1,
          seats: JSON.stringify(seats),
          state: stateJson,
          rng_state: JSON.stringify(rng.snapshot()),
          rng_seed: seed,
          rng_commitment: seedCommitment(seed),
          last_action: null,
          turn_seconds: turnSeconds ?? null,
          turn_deadline: turnSeconds ? new Date(now() + turnSeconds * 1000).toISOString() : null,
          turn_remaining_ms: null,
          created_at: at,
          updated_at: at,
          finished_at: null,
        };
        await trx.insertInto("games").values(row).execute();
        await enqueueOutbox(
          trx,
          {
            session_id: sessionId,
            game_id: row.id,
            kind: "game_updated",
            version: row.version,
            payload: { actor: caller.id },
          },
          now(),
        );
        await trx
          .updateTable("sessions")
          .set({ status: next, current_game_id: row.id, updated_at: at })
          .where("id", "=", sessionId)
          .execute();
        await appendAudit(trx, {
          session_id: sessionId,
          game_id: row.id,
          at,
          actor: caller.id,
          channel,
          kind: "game_started",
          action_id: null,
          action_type: null,
          payload: { plugin_id: plugin.id, seats, rng_commitment: row.rng_commitment },
          outcome: "ok",
          version: row.version,
          state_hash: stateHash(stateJson),
        });
        return toGameRecord(row);
      });
    },

    /** The stored game, if the caller may see it (participants, spectators included). */
    async visibleGame(principal: Principal, gameId: string): Promise<GameRow> {
      return (await loadForParticipant(db, principal, gameId)).game;
    },

    /** The stored game by id, for callers already authorised another way (signed URLs, the bot). */
    async findGame(gameId: string): Promise<GameRow> {
      const game = await findGame(db, gameId);
      if (!game) throw new DomainError("game_not_found", `No game ${gameId}.`);
      return game;
    },

    /** The state document as the caller (a participant, spectators included) sees it. */
    async state(principal: Principal, gameId: string): Promise<StateDocument> {
      const { game, session, participantId } = await loadForParticipant(db, principal, gameId);
      return buildStateDocument(
        game,
        pluginOf(game),
        JSON.parse(game.state),
        participantId,
        session.status === "Paused",
      );
    },

    /**
     * Applies one action exactly once. A repeated Idempotency-Key with the same
     * body, or a repeated action_id, returns the stored outcome and changes
     * nothing; rejections are recorded in the audit log, never dropped.
     */
    async act(
      principal: Principal,
      gameId: string,
      input: ActionInput,
      options: ActOptions,
    ): Promise<{ outcome: ActionOutcome; replayed: boolean }> {
      const hash = requestHash(input);
      return writeTransaction(db, async (trx) => {
        const loaded = await loadForParticipant(trx, principal, gameId);
        const { game } = loaded;
        if (!seatsOf(game).some((s) => s.id === loaded.participantId)) {
          throw new DomainError("not_a_player", "Spectators cannot act in this game.");
        }
        const key = options.idempotencyKey;
        if (key) {
          const stored = await trx
            .selectFrom("idempotency_keys")
            .select(["request_hash", "outcome"])
            .where("game_id", "=", gameId)
            .where("key", "=", key)
            .executeTakeFirst();
          if (stored) {
            if (stored.request_hash !== hash) {
              throw new DomainError(
                "idempotency_key_reused",
                "This Idempotency-Key was used with a different body.",
              );
            }
            return { outcome: JSON.parse(stored.outcome) as ActionOutcome, replayed: true };
          }
        }
        const prior = await trx
          .selectFrom("game_actions")
          .select(["outcome", "actor", "request_hash"])
          .where("game_id", "=", gameId)
          .where("action_id", "=", input.action_id)
          .executeTakeFirst();
        if (prior && (prior.actor !== loaded.participantId || prior.request_hash !== hash)) {
          throw new DomainError("action_id_reused", "This action_id was already used for another action.");
        }
        const decided = prior
          ? { outcome: JSON.parse(prior.outcome) as ActionOutcome }
          : await decide(trx, loaded, input, options);
        const outcomeJson = prior?.outcome ?? JSON.stringify(decided.outcome);
        const at = iso();
        if (!prior) {
          await trx
            .insertInto("game_actions")
            .values({
              game_id: gameId,
              action_id: input.action_id,
              actor: loaded.participantId,
              request_hash: hash,
              outcome: outcomeJson,
              created_at: at,
            })
            .execute();
        }
        if (key) {
          await trx
            .insertInto("idempotency_keys")
            .values({ game_id: gameId, key, request_hash: hash, outcome: outcomeJson, created_at: at })
            .execute();
        }
        return { outcome: decided.outcome, replayed: prior !== undefined };
      });
    },

    /** The game's slice of its session's hash-chained audit trail, in order. */
    async audit(principal: Principal, gameId: string): Promise<AuditEntryRow[]> {
      await loadForParticipant(db, principal, gameId);
      return db
        .selectFrom("audit_entries")
        .selectAll()
        .where("game_id", "=", gameId)
        .orderBy("seq")
        .execute();
    },

    /**
     * Applies the plugin's timeout action (actor "system") to every running
     * game whose stored deadline has passed. Deadlines live in the database,
     * so a restart loses none; the version check makes two sweepers safe.
     */
    async expireDueTurns(limit = 100): Promise<number> {
      const due = await db
        .selectFrom("games")
        .select("id")
        .where("turn_deadline", "is not", null)
        .where("turn_deadline", "<=", iso())
        .where("status", "=", "running")
        .orderBy("turn_deadline")
        .limit(limit)
        .execute();
      let expired = 0;
      const failures: unknown[] = [];
      for (const { id } of due) {
        // One broken game (say, its plugin was uninstalled) must not hold up every other game's timer.
        const changed = await writeTransaction(db, async (trx) => {
          const game = await findGame(trx, id);
          if (game?.status !== "running" || !game.turn_deadline || game.turn_deadline > iso()) return null;
          const session = (await findSession(trx, game.session_id)) as SessionRow;
          if (session.status !== "InGame") return null;
          const plugin = pluginOf(game);
          const state = JSON.parse(game.state);
          const action = plugin.timeoutAction(state);
          const rng = createRng(JSON.parse(game.rng_state) as RngState);
          const result = plugin.apply(state, action, { actor: "system", rng });
          if (!result.ok) throw new Error(`timeout action of ${plugin.id} was refused: ${result.code}`);
          return commitApplied(
            trx,
            session,
            game,
            plugin,
            { state: result.state, rng: rng.snapshot() },
            { id: null, type: action.action_type, payload: action.payload },
            "system",
            "system",
          );
        }).catch((error: unknown) => {
          failures.push(new Error(`turn timeout of game ${id} failed`, { cause: error }));
          return null;
        });
        if (changed) expired++;
      }
      if (failures.length) throw new AggregateError(failures, `${failures.length} turn timeouts failed`);
      return expired;
    },
  };
}
