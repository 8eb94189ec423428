import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { appendAudit } from "../audit/audit-log.ts";
import type { Principal } from "../auth/principal.ts";
import type { Database, ParticipantRow, SessionRow } from "../db/schema.ts";
import { writeTransaction } from "../db/write-transaction.ts";
import { DomainError } from "../errors.ts";
import { enqueueOutbox } from "../outbox/outbox.ts";
import { applyHostEventToGame } from "../play/game-lifecycle.ts";
import { createInviteCode, normaliseInviteCode } from "./invite-code.ts";
import {
  findParticipantByUser,
  findSession,
  listParticipants,
  type ParticipantView,
  type SessionView,
  toParticipantView,
  toSessionView,
} from "./session-repository.ts";
import { nextSessionStatus, type SessionEvent } from "./session-status.ts";

export type Channel = "web" | "messenger";

/** Limits the API validates too; kept here so the bot enforces the same ones. */
export const SESSION_LIMITS = {
  minPlayers: 2,
  maxPlayers: 10,
  defaultMaxPlayers: 4,
  maxSpectators: 50,
} as const;

export interface CreateSessionInput {
  readonly display_name?: string | undefined;
  readonly max_players?: number | undefined;
  readonly turn_seconds?: number | null | undefined;
  readonly channel?: Channel | undefined;
}

export interface JoinSessionInput {
  readonly invite_code: string;
  readonly channel?: Channel | undefined;
  readonly display_name?: string | undefined;
}

export interface SessionServiceDeps {
  readonly db: Kysely<Database>;
  readonly now: () => number;
}

export type SessionService = ReturnType<typeof createSessionService>;

/** Session events belong to a game's audit slice only while that game runs. */
const runningGameId = (session: SessionRow) =>
  session.status === "InGame" || session.status === "Paused" ? session.current_game_id : null;

const presence = (channel: Channel) =>
  channel === "web" ? ({ presence_web: 1 } as const) : ({ presence_messenger: 1 } as const);

/** Sessions: create, join by invite code, read, and the host's status changes. */
export function createSessionService({ db, now }: SessionServiceDeps) {
  const iso = () => new Date(now()).toISOString();

  async function view(trx: Kysely<Database>, session: SessionRow): Promise<SessionView> {
    return toSessionView(session, await listParticipants(trx, session.id));
  }

  async function requireParticipant(
    trx: Kysely<Database>,
    principal: Principal,
    sessionId: string,
  ): Promise<{ session: SessionRow; participant: ParticipantRow }> {
    const session = await findSession(trx, sessionId);
    if (!session) throw new DomainError("session_not_found", `No session ${sessionId}.`);
    const participant = await findParticipantByUser(trx, sessionId, principal.userId);
    if (!participant) throw new DomainError("not_participant");
    return { session, participant };
  }

  /** Applies a host-only status event and records it; repeating `close` is a no-op. */
  async function hostTransition(
    principal: Principal,
    sessionId: string,
    event: SessionEvent,
    channel: Channel,
  ): Promise<SessionView> {
    return writeTransaction(db, async (trx) => {
      const { session, participant } = await requireParticipant(trx, principal, sessionId);
      if (participant.role !== "host") throw new DomainError("not_host", "Only the host may do this.");
      if (event === "close" && session.status === "Closed") return view(trx, session);
      const next = nextSessionStatus(session.status, event);
      if (!next) {
        throw new DomainError(
          "invalid_session_status",
          `Cannot ${event} a session that is ${session.status}.`,
        );
      }
      const at = iso();
      await applyHostEventToGame(event, { trx, session, nowMs: now(), actor: participant.id, channel });
      await enqueueOutbox(
        trx,
        {
          session_id: session.id,
          game_id: runningGameId(session),
          kind: "session_updated",
          version: null,
          payload: { event, from: session.status, to: next },
        },
        now(),
      );
      await trx
        .updateTable("sessions")
        .set({ status: next, updated_at: at })
        .where("id", "=", session.id)
        .execute();
      await appendAudit(trx, {
        session_id: session.id,
        game_id: runningGameId(session),
        at,
        actor: participant.id,
        channel,
        kind: `session_${event === "close" ? "closed" : event === "pause" ? "paused" : "resumed"}`,
        action_id: null,
        action_type: null,
        payload: { from: session.status, to: next },
        outcome: "ok",
        version: null,
      });
      return view(trx, { ...session, status: next, updated_at: at });
    });
  }

  return {
    /** Creates a session in Lobby with the caller as its host participant. */
    async create(principal: Principal, input: CreateSessionInput): Promise<SessionView> {
      const maxPlayers = input.max_players ?? SESSION_LIMITS.defaultMaxPlayers;
      if (maxPlayers < SESSION_LIMITS.minPlayers || maxPlayers > SESSION_LIMITS.maxPlayers) {
        throw new DomainError("invalid_request", "max_players must be between 2 and 10.");
      }
      const channel = input.channel ?? "web";
      return writeTransaction(db, async (trx) => {
        const at = iso();
        let inviteCode = createInviteCode();
        while (
          await trx
            .selectFrom("sessions")
            .select("id")
            .where("invite_code", "=", inviteCode)
            .executeTakeFirst()
        ) {
          inviteCode = createInviteCode();
        }
        const session: SessionRow = {
          id: randomUUID(),
          invite_code: inviteCode,
          host_user_id: principal.userId,
          status: "Lobby",
          max_players: maxPlayers,
          turn_seconds: input.turn_seconds ?? null,
          current_game_id: null,
          created_at: at,
          updated_at: at,
          telegram_chat_id: null,
        };
        const host: ParticipantRow = {
          id: randomUUID(),
          session_id: session.id,
          user_id: principal.userId,
          display_name: input.display_name ?? principal.displayName,
          role: "host",
          join_seq: 1,
          presence_web: 0,
          presence_messenger: 0,
          joined_at: at,
          ...presence(channel),
        };
        await trx.insertInto("sessions").values(session).execute();
        await trx.insertInto("participants").values(host).execute();
        await appendAudit(trx, {
          session_id: session.id,
          game_id: null,
          at,
          actor: host.id,
          channel,
          kind: "session_created",
          action_id: null,
          action_type: null,
          payload: { max_players: maxPlayers, turn_seconds: session.turn_seconds },
          outcome: "ok",
          version: null,
        });
        return toSessionView(session, [host]);
      });
    },

    /**
     * Joins by invite code. Idempotent for a member (it only sets the channel's
     * presence flag); a newcomer becomes a player, or a spectator while a game runs.
     */
    async join(
      principal: Principal,
      input: JoinSessionInput,
    ): Promise<{ session: SessionView; participant: ParticipantView; joined: boolean }> {
      const channel = input.channel ?? "web";
      return writeTransaction(db, async (trx) => {
        const session = await trx
          .selectFrom("sessions")
          .selectAll()
          .where("invite_code", "=", normaliseInviteCode(input.invite_code))
          .executeTakeFirst();
        if (!session) throw new DomainError("invite_not_found", "No session has this invite code.");
        if (session.status === "Closed") throw new DomainError("session_closed", "This session is closed.");
        const participants = await listParticipants(trx, session.id);
        const existing = participants.find((p) => p.user_id === principal.userId);
        if (existing) {
          const flags = presence(channel);
          const updated = { ...existing, ...flags };
          if (
            updated.presence_web !== existing.presence_web ||
            updated.presence_messenger !== existing.presence_messenger
          ) {
            await trx.updateTable("participants").set(flags).where("id", "=", existing.id).execute();
          }
          const all = participants.map((p) => (p.id === existing.id ? updated : p));
          return {
            session: toSessionView(session, all),
            participant: toParticipantView(updated),
            joined: false,
          };
        }
        const gameRunning = session.status === "InGame" || session.status === "Paused";
        const seated = participants.filter((p) => p.role !== "spectator").length;
        if (gameRunning) {
          if (participants.length - seated >= SESSION_LIMITS.maxSpectators) {
            throw new DomainError("session_full", "This session has no room for more spectators.");
          }
        } else if (seated >= session.max_players) {
          throw new DomainError("session_full", `All ${session.max_players} seats are taken.`);
        }
        const at = iso();
        const participant: ParticipantRow = {
          id: randomUUID(),
          session_id: session.id,
          user_id: principal.userId,
          display_name: input.display_name ?? principal.displayName,
          role: gameRunning ? "spectator" : "player",
          join_seq: (participants.at(-1)?.join_seq ?? 0) + 1,
          presence_web: 0,
          presence_messenger: 0,
          joined_at: at,
          ...presence(channel),
        };
        await trx.insertInto("participants").values(participant).execute();
        await enqueueOutbox(
          trx,
          {
            session_id: session.id,
            game_id: runningGameId(session),
            kind: "participant_joined",
            version: null,
            payload: {
              participant_id: participant.id,
              display_name: participant.display_name,
              role: participant.role,
            },
          },
          now(),
        );
        await appendAudit(trx, {
          session_id: session.id,
          game_id: runningGameId(session),
          at,
          actor: participant.id,
          channel,
          kind: "participant_joined",
          action_id: null,
          action_type: null,
          payload: { display_name: participant.display_name, role: participant.role },
          outcome: "ok",
          version: null,
        });
        return {
          session: toSessionView(session, [...participants, participant]),
          participant: toParticipantView(participant),
          joined: true,
        };
      });
    },

    /** A session as its participants see it. */
    async get(principal: Principal, sessionId: string): Promise<SessionView> {
      const session = await findSession(db, sessionId);
      if (!session) throw new DomainError("session_not_found", `No session ${sessionId}.`);
      const participants = await listParticipants(db, sessionId);
      if (!participants.some((p) => p.user_id === principal.userId)) throw new DomainError("not_participant");
      return toSessionView(session, participants);
    },

    /** The caller's open sessions, most recently changed first. */
    async listForUser(principal: Principal, limit = 10): Promise<SessionView[]> {
      const rows = await db
        .selectFrom("sessions")
        .innerJoin("participants", "participants.session_id", "sessions.id")
        .selectAll("sessions")
        .where("participants.user_id", "=", principal.userId)
        .where("sessions.status", "!=", "Closed")
        .orderBy("sessions.updated_at", "desc")
        .orderBy("sessions.created_at", "desc")
        .limit(limit)
        .execute();
      return Promise.all(rows.map((row) => view(db, row)));
    },

    /**
     * Leaves a session. The host closes instead of leaving, and a seated
     * player stays until the running game ends, because seats are fixed once
     * a game starts.
     */
    async leave(principal: Principal, sessionId: string, channel: Channel = "web"): Promise<SessionView> {
      return writeTransaction(db, async (trx) => {
        const { session, participant } = await requireParticipant(trx, principal, sessionId);
        if (participant.role === "host") throw new DomainError("host_cannot_leave");
        if (runningGameId(session) && participant.role !== "spectator") {
          throw new DomainError("leave_during_game");
        }
        const at = iso();
        await trx.deleteFrom("participants").where("id", "=", participant.id).execute();
        const payload = {
          participant_id: participant.id,
          display_name: participant.display_name,
          role: participant.role,
        };
        await enqueueOutbox(
          trx,
          {
            session_id: session.id,
            game_id: runningGameId(session),
            kind: "participant_left",
            version: null,
            payload,
          },
          now(),
        );
        await appendAudit(trx, {
          session_id: session.id,
          game_id: runningGameId(session),
          at,
          actor: participant.id,
          channel,
          kind: "participant_left",
          action_id: null,
          action_type: null,
          payload: { display_name: participant.display_name, role: participant.role },
          outcome: "ok",
          version: null,
        });
        return view(trx, session);
      });
    },

    /** Host only: binds the session to the Telegram group it was created in. */
    async bindChat(principal: Principal, sessionId: string, chatId: string): Promise<void> {
      await writeTransaction(db, async (trx) => {
        const { participant } = await requireParticipant(trx, principal, sessionId);
        if (participant.role !== "host") throw new DomainError("not_host", "Only the host may do this.");
        await trx
          .updateTable("sessions")
          .set({ telegram_chat_id: chatId, updated_at: iso() })
          .where("id", "=", sessionId)
          .execute();
      });
    },

    /** The newest open session bound to a Telegram group chat; the group itself is the credential. */
    async findByChat(chatId: string): Promise<SessionView | undefined> {
      const row = await db
        .selectFrom("sessions")
        .selectAll()
        .where("telegram_chat_id", "=", chatId)
        .where("status", "!=", "Closed")
        .orderBy("created_at", "desc")
        .limit(1)
        .executeTakeFirst();
      return row ? view(db, row) : undefined;
    },

    /** Host only: closes the session (idempotent). */
    close(principal: Principal, sessionId: string, channel: Channel = "web"): Promise<SessionView> {
      return hostTransition(principal, sessionId, "close", channel);
    },

    /** Host only: pauses the running game. */
    pause(principal: Principal, sessionId: string, channel: Channel = "web"): Promise<SessionView> {
      return hostTransition(principal, sessionId, "pause", channel);
    },

    /** Host only: resumes a paused game. */
    resume(principal: Principal, sessionId: string, channel: Channel = "web"): Promise<SessionView> {
      return hostTransition(principal, sessionId, "resume", channel);
    },
  };
}
