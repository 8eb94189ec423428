import { recordChange } from "../audit/record-change.ts";
import type { Principal } from "../auth/principal.ts";
import { insertParticipant } from "../db/repositories/participant-repository.ts";
import { findSessionByInvite, insertSession } from "../db/repositories/session-repository.ts";
import type { SessionRow, SessionVisibility } from "../db/schema.ts";
import type { WriteTx } from "../db/store.ts";
import type { SessionView } from "../documents/session-document.ts";
import { SESSION_LIMITS } from "../documents/session-limits.ts";
import { DomainError } from "../errors.ts";
import { findPlugin } from "../games/registry.ts";
import { newId } from "../ids.ts";
import { type ClockInput, resolveClockRules, turnSecondsOf } from "../model/clock-rules.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import { isoAt } from "../time.ts";
import type { Channel } from "./channel.ts";
import { unusedInviteCode } from "./invite-code.ts";
import { newParticipant } from "./new-participant.ts";
import { toSessionView } from "./session-view.ts";
import { type TableLimit, takeTable } from "./table-limit.ts";

export interface CreateSessionInput extends ClockInput {
  readonly display_name?: string | undefined;
  readonly max_players?: number | undefined;
  readonly channel?: Channel | undefined;
  readonly visibility?: SessionVisibility | undefined;
  readonly plugin_id?: string | undefined;
}

/** The table's game and seat count: a public table names its game, and its seats fit that game. */
function tableOf(input: CreateSessionInput): { pluginId: string | null; maxPlayers: number } {
  const requested = input.max_players;
  if (
    requested !== undefined &&
    (requested < SESSION_LIMITS.minPlayers || requested > SESSION_LIMITS.maxPlayers)
  ) {
    throw new DomainError("invalid_request", "max_players must be between 2 and 10.");
  }
  if (input.plugin_id === undefined) {
    if (input.visibility === "public") {
      throw new DomainError("plugin_required", "A public table names its game: plugin_id is required.");
    }
    return { pluginId: null, maxPlayers: requested ?? SESSION_LIMITS.defaultMaxPlayers };
  }
  const plugin = findPlugin(input.plugin_id);
  if (!plugin) throw new DomainError("plugin_not_found", `No game plugin "${input.plugin_id}".`);
  const maxPlayers = requested ?? Math.min(SESSION_LIMITS.defaultMaxPlayers, plugin.max_players);
  if (maxPlayers < plugin.min_players || maxPlayers > plugin.max_players) {
    throw new DomainError(
      "invalid_request",
      `max_players must be between ${plugin.min_players} and ${plugin.max_players} for ${plugin.name}.`,
    );
  }
  return { pluginId: plugin.id, maxPlayers };
}

/** An invite code no session uses yet. */
export function freshInviteCode(tx: WriteTx): Promise<string> {
  return unusedInviteCode((code) => findSessionByInvite(tx, code));
}

/** Creates a session in Lobby with the caller as its host participant. */
export async function createSession(
  { store, now }: UseCaseDeps,
  limit: TableLimit,
  principal: Principal,
  input: CreateSessionInput,
): Promise<SessionView> {
  const { pluginId, maxPlayers } = tableOf(input);
  await takeTable(limit, principal.userId, now());
  const channel = input.channel ?? "web";
  const rules = resolveClockRules(input, null);
  return store.write(async (tx) => {
    const at = isoAt(now());
    const session: SessionRow = {
      id: newId(),
      invite_code: await freshInviteCode(tx),
      host_user_id: principal.userId,
      status: "Lobby",
      max_players: maxPlayers,
      turn_seconds: turnSecondsOf(rules),
      current_game_id: null,
      created_at: at,
      updated_at: at,
      telegram_chat_id: null,
      revision: 0,
      clock_rules: rules && JSON.stringify(rules),
      visibility: input.visibility ?? "private",
      plugin_id: pluginId,
    };
    const host = newParticipant({
      sessionId: session.id,
      userId: principal.userId,
      displayName: input.display_name ?? principal.displayName,
      role: "host",
      joinSeq: 1,
      at,
      presence: channel,
    });
    await insertSession(tx, session);
    await insertParticipant(tx, host);
    await recordChange(tx, {
      session_id: session.id,
      game_id: null,
      at,
      actor: host.id,
      channel,
      kind: "session_created",
      payload: {
        max_players: maxPlayers,
        turn_seconds: session.turn_seconds,
        ...(rules && { clock: rules }),
      },
    });
    return toSessionView(session, [host]);
  });
}
