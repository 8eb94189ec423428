import type { Principal } from "../auth/principal.ts";
import { createFrozenCache } from "../documents/frozen-cache.ts";
import type { SessionView } from "../documents/session-document.ts";
import type { Strength } from "../games/strategy.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import { addComputerPlayer } from "./add-computer-player.ts";
import { bindChat } from "./bind-chat.ts";
import { blockUser, listBlockedUsers, unblockUser } from "./blocks.ts";
import { changeSessionStatus } from "./change-session-status.ts";
import type { Channel } from "./channel.ts";
import { type CreateSessionInput, createSession } from "./create-session.ts";
import { type JoinSessionInput, joinSession } from "./join-session.ts";
import { leaveSession } from "./leave-session.ts";
import { type LobbyInput, listLobby } from "./list-lobby.ts";
import {
  findSessionByChat,
  getSession,
  listSessionsForUser,
  SESSION_DOCUMENTS_CACHED,
} from "./read-sessions.ts";
import { removeComputerPlayer } from "./remove-computer-player.ts";
import { removeParticipant } from "./remove-participant.ts";
import type { TableLimit } from "./table-limit.ts";

export type SessionService = ReturnType<typeof createSessionService>;

/** The session use cases (one file each) bound to their dependencies, as both channels call them. */
export function createSessionService(deps: UseCaseDeps, tables: TableLimit) {
  const documents = createFrozenCache<SessionView>(SESSION_DOCUMENTS_CACHED);
  return {
    create: (principal: Principal, input: CreateSessionInput) =>
      createSession(deps, tables, principal, input),
    /** Host only: sends a participant away from the table (spectators only while a game runs). */
    remove: (principal: Principal, sessionId: string, participantId: string, channel?: Channel) =>
      removeParticipant(deps, principal, sessionId, participantId, channel),
    block: (principal: Principal, userId: string) => blockUser(deps, principal, userId),
    unblock: (principal: Principal, userId: string) => unblockUser(deps, principal, userId),
    blocks: (principal: Principal) => listBlockedUsers(deps, principal),
    join: (principal: Principal, input: JoinSessionInput) => joinSession(deps, principal, input),
    addComputer: (principal: Principal, sessionId: string, strength: Strength, channel?: Channel) =>
      addComputerPlayer(deps, principal, sessionId, strength, channel),
    removeComputer: (principal: Principal, sessionId: string, participantId: string, channel?: Channel) =>
      removeComputerPlayer(deps, principal, sessionId, participantId, channel),
    get: (principal: Principal, sessionId: string) => getSession(deps, documents, principal, sessionId),
    listForUser: (principal: Principal, limit?: number) => listSessionsForUser(deps, principal, limit),
    /** The public tables waiting for players (GET /lobby). */
    lobby: (principal: Principal, input: LobbyInput) => listLobby(deps, principal, input),
    leave: (principal: Principal, sessionId: string, channel?: Channel) =>
      leaveSession(deps, principal, sessionId, channel),
    bindChat: (principal: Principal, sessionId: string, chatId: string) =>
      bindChat(deps, principal, sessionId, chatId),
    findByChat: (chatId: string) => findSessionByChat(deps, chatId),
    close: (principal: Principal, sessionId: string, channel?: Channel) =>
      changeSessionStatus(deps, principal, sessionId, "close", channel),
    pause: (principal: Principal, sessionId: string, channel?: Channel) =>
      changeSessionStatus(deps, principal, sessionId, "pause", channel),
    resume: (principal: Principal, sessionId: string, channel?: Channel) =>
      changeSessionStatus(deps, principal, sessionId, "resume", channel),
  };
}
