import {
  listTournamentPlayers,
  listTournamentTables,
  lockTournament,
  updateTournament,
} from "../db/repositories/tournament-repository.ts";
import type { WriteTx } from "../db/store.ts";
import type { TournamentRow, TournamentTableRow } from "../db/tournament-schema.ts";
import { DomainError } from "../errors.ts";
import { findPlugin } from "../games/registry.ts";
import { blockedPairsOf } from "../sessions/blocks.ts";
import { isoAt } from "../time.ts";
import { defaultRounds, type Plan, planNext } from "./format-plans.ts";
import { openTable, recordBye } from "./open-table.ts";
import { settleTables } from "./settle-tables.ts";
import type { TournamentDeps } from "./tournament-deps.ts";
import { noticeStep, type OpenedTable } from "./tournament-notices.ts";
import { toEntrants, toRecord } from "./tournament-records.ts";

/** Opens the plan's tables and byes in the caller's unit, numbering them after the round's existing ones, with their chat notices. */
async function applyPlan(
  tx: WriteTx,
  deps: TournamentDeps,
  row: TournamentRow,
  plan: Plan,
  context: { readonly tables: readonly TournamentTableRow[]; readonly names: ReadonlyMap<string, string> },
): Promise<void> {
  const plugin = findPlugin(row.plugin_id);
  if (!plugin) throw new Error(`plugin ${row.plugin_id} of tournament ${row.id} is not installed`);
  let seq = Math.max(0, ...context.tables.filter((t) => t.round === plan.round).map((t) => t.seq));
  const nowMs = deps.now();
  for (const userId of plan.byes) {
    await recordBye(tx, { tournamentId: row.id, round: plan.round, seq: ++seq }, userId, nowMs);
  }
  const opened: OpenedTable[] = [];
  for (const players of plan.tables) {
    const table = await openTable(tx, {
      tournament: row,
      plugin,
      round: plan.round,
      seq: ++seq,
      players,
      names: context.names,
      seed: deps.newSeed(),
      nowMs,
    });
    opened.push(table);
  }
  if (plan.finish) await updateTournament(tx, row.id, { status: "finished", finished_at: isoAt(nowMs) });
  await noticeStep(tx, row, { round: plan.round, opened, finished: plan.finish }, nowMs);
}

/** Settles finished tables and takes the format's next step; true when anything changed. */
export async function stepTournament(
  tx: WriteTx,
  deps: TournamentDeps,
  row: TournamentRow,
): Promise<boolean> {
  const players = await listTournamentPlayers(tx, row.id);
  const before = await listTournamentTables(tx, row.id);
  const nowMs = deps.now();
  const tables = await settleTables(tx, before, nowMs);
  const plan = planNext({
    tournament: row,
    entrants: toEntrants(players),
    tables: tables.map(toRecord),
    minPlayers: Math.max(2, findPlugin(row.plugin_id)?.min_players ?? 2),
    nowMs,
    blocked: await blockedPairsOf(
      tx,
      players.map((p) => p.user_id),
    ),
  });
  const names = new Map(players.map((p) => [p.user_id, p.display_name]));
  await applyPlan(tx, deps, row, plan, { tables, names });
  const settled = tables.some((t, i) => t.winners !== before[i]?.winners);
  return settled || plan.finish || plan.tables.length > 0 || plan.byes.length > 0;
}

/**
 * Starts a tournament in the caller's unit: Swiss rounds fixed, an arena's
 * end set, and the first tables opened. Fewer than two players: the
 * organiser is refused, and a scheduled start cancels it.
 */
export async function beginTournament(
  tx: WriteTx,
  deps: TournamentDeps,
  row: TournamentRow,
  by: "organiser" | "schedule",
): Promise<TournamentRow> {
  const players = await listTournamentPlayers(tx, row.id);
  const at = isoAt(deps.now());
  if (players.length < 2) {
    if (by === "organiser")
      throw new DomainError("not_enough_players", "A tournament needs at least 2 players.");
    await updateTournament(tx, row.id, { status: "cancelled", finished_at: at });
    return { ...row, status: "cancelled", finished_at: at };
  }
  const started: TournamentRow = {
    ...row,
    status: "running",
    started_at: at,
    rounds: row.format === "swiss" ? (row.rounds ?? defaultRounds(players.length)) : row.rounds,
    ends_at: row.duration_minutes ? isoAt(deps.now() + row.duration_minutes * 60_000) : null,
  };
  await updateTournament(tx, row.id, {
    status: started.status,
    started_at: started.started_at,
    rounds: started.rounds,
    ends_at: started.ends_at,
  });
  await stepTournament(tx, deps, started);
  return started;
}

/**
 * Moves a tournament on, exactly once however many processes call it at the
 * same moment: the version bump locks the row first, so a second caller
 * waits and then finds the step already taken. Starts a scheduled tournament
 * whose time has come. True when anything changed.
 */
export function advanceTournament(deps: TournamentDeps, id: string): Promise<boolean> {
  return deps.store.write(async (tx) => {
    const row = await lockTournament(tx, id);
    if (row?.status === "open" && row.starts_at && Date.parse(row.starts_at) <= deps.now()) {
      await beginTournament(tx, deps, row, "schedule");
      return true;
    }
    return row?.status === "running" ? stepTournament(tx, deps, row) : false;
  });
}
