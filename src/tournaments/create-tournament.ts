import type { Principal } from "../auth/principal.ts";
import { findTournamentByInvite, insertTournament } from "../db/repositories/tournament-repository.ts";
import type { WriteTx } from "../db/store.ts";
import type { CreateTournamentInput, TournamentView } from "../documents/tournament-document.ts";
import { DomainError } from "../errors.ts";
import { findPlugin, type KnownPlugin } from "../games/registry.ts";
import { newId } from "../ids.ts";
import { unusedInviteCode } from "../sessions/invite-code.ts";
import { isoAt } from "../time.ts";
import { buildTournamentView } from "./read-tournament.ts";
import type { TournamentDeps } from "./tournament-deps.ts";

/** An invite code no tournament uses yet. */
function freshInviteCode(tx: WriteTx): Promise<string> {
  return unusedInviteCode((code) => findTournamentByInvite(tx, code));
}

/** Refuses options the format or the game cannot honour; answers the table size. */
function checkOptions(input: CreateTournamentInput, plugin: KnownPlugin): number {
  const invalid = (detail: string) => new DomainError("invalid_request", detail);
  const tableSize = input.table_size ?? 2;
  if (tableSize < Math.max(2, plugin.min_players) || tableSize > plugin.max_players) {
    throw invalid(
      `${plugin.name} seats ${Math.max(2, plugin.min_players)} to ${plugin.max_players} players a table.`,
    );
  }
  if (input.format !== "swiss" && tableSize !== 2)
    throw invalid(`A ${input.format} is played in pairs: table_size 2.`);
  if (input.format !== "swiss" && input.rounds !== undefined)
    throw invalid("rounds is for a swiss tournament.");
  if (input.format === "arena" && input.duration_minutes === undefined) {
    throw invalid("An arena needs duration_minutes.");
  }
  if (input.format !== "arena" && input.duration_minutes !== undefined) {
    throw invalid("duration_minutes is for an arena.");
  }
  return tableSize;
}

/** Creates an open tournament of one game; the caller organises it (and joins it only if they choose). */
export function createTournament(
  { store, now }: TournamentDeps,
  principal: Principal,
  input: CreateTournamentInput,
): Promise<TournamentView> {
  const plugin = findPlugin(input.plugin_id);
  if (!plugin) throw new DomainError("plugin_not_found", `No game plugin "${input.plugin_id}".`);
  const tableSize = checkOptions(input, plugin);
  return store.write(async (tx) => {
    const at = isoAt(now());
    const row = {
      id: newId(),
      plugin_id: plugin.id,
      format: input.format,
      name: input.name?.trim() || `${plugin.name} ${input.format}`,
      status: "open" as const,
      organiser_id: principal.userId,
      invite_code: await freshInviteCode(tx),
      rounds: input.rounds ?? null,
      table_size: tableSize,
      round_minutes: input.round_minutes ?? null,
      duration_minutes: input.duration_minutes ?? null,
      chat_id: input.chat_id ?? null,
      starts_at: input.starts_at ? isoAt(Date.parse(input.starts_at)) : null,
      started_at: null,
      ends_at: null,
      finished_at: null,
      created_at: at,
    };
    await insertTournament(tx, row);
    return buildTournamentView(tx, { ...row, version: 0 });
  });
}
