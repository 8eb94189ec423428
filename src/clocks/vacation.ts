import type { Principal } from "../auth/principal.ts";
import { findGame } from "../db/repositories/game-repository.ts";
import { updateGameAtVersion } from "../db/repositories/game-writer.ts";
import {
  findRunningVacation,
  insertVacation,
  listRunningGamesOfUser,
  listVacationsSince,
  setVacationEnd,
} from "../db/repositories/vacation-repository.ts";
import type { Reader, WriteTx } from "../db/store.ts";
import type { VacationView } from "../documents/clock-documents.ts";
import { DomainError } from "../errors.ts";
import { shiftForVacation, withSeat } from "../model/game-clock.ts";
import { clockOf, seatsOf } from "../model/game-record.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import { isoAt } from "../time.ts";

const DAY_MS = 86_400_000;
/** At most this long at a time, counted from the vacation's start. */
const MAX_AT_ONCE_MS = 14 * DAY_MS;
/** At most this much in the 365 days before a vacation is set. */
const MAX_A_YEAR_MS = 30 * DAY_MS;
const YEAR_MS = 365 * DAY_MS;

type Span = { readonly started_at: string; readonly ends_at: string };
const lengthOf = (span: Span) => Date.parse(span.ends_at) - Date.parse(span.started_at);

/** Vacation time used in the year before `nowMs`, not counting the running vacation `except`. */
async function usedThisYear(r: Reader, userId: string, nowMs: number, except?: Span): Promise<number> {
  const spans = await listVacationsSince(r, userId, isoAt(nowMs - YEAR_MS));
  return spans.filter((s) => s.started_at !== except?.started_at).reduce((sum, s) => sum + lengthOf(s), 0);
}

/**
 * Writes the vacation into each running game the user sits in: everyone sees
 * it, and a days clock of theirs that is running waits until it ends. The
 * game's version stays (a vacation is no move); its clock changes.
 */
async function applyToGames(tx: WriteTx, userId: string, until: string | null, nowMs: number): Promise<void> {
  for (const { game_id, participant_id } of await listRunningGamesOfUser(tx, userId)) {
    const game = await findGame(tx, game_id);
    const seat = game ? seatsOf(game).findIndex((s) => s.id === participant_id) : -1;
    if (!game || seat < 0) continue;
    const clock = withSeat(clockOf(game), seat, { vacation_until: until });
    const deadline = game.turn_deadline ? Date.parse(game.turn_deadline) : null;
    const shifted =
      deadline === null
        ? null
        : shiftForVacation(clock, seat, until ? Date.parse(until) : null, deadline, nowMs);
    await updateGameAtVersion(
      tx,
      {
        ...game,
        clock: JSON.stringify(shifted?.clock ?? clock),
        ...(shifted && {
          turn_deadline: isoAt(shifted.deadlineMs as number),
          remind_at: shifted.remindMs === null ? null : isoAt(shifted.remindMs),
        }),
      },
      game.version,
    );
  }
}

async function viewOf(r: Reader, userId: string, nowMs: number): Promise<VacationView> {
  const running = await findRunningVacation(r, userId, isoAt(nowMs));
  const used = await usedThisYear(r, userId, nowMs);
  return {
    until: running?.ends_at ?? null,
    days_left_this_year: Math.max(0, Math.floor(((MAX_A_YEAR_MS - used) / DAY_MS) * 10) / 10),
  };
}

/** The caller's vacation and what is left of this year's. */
export function readVacation({ store, now }: UseCaseDeps, principal: Principal): Promise<VacationView> {
  return viewOf(store, principal.userId, now());
}

/**
 * Starts the caller's vacation until `until`, or moves the end of the one
 * running: at most 14 days from its start, and 30 days in the year before.
 */
export function setVacation(
  { store, now }: UseCaseDeps,
  principal: Principal,
  until: string,
): Promise<VacationView> {
  const nowMs = now();
  const untilMs = Date.parse(until);
  if (!Number.isFinite(untilMs)) throw new DomainError("invalid_request", "until must be a date-time.");
  if (untilMs <= nowMs) throw new DomainError("invalid_request", "until must be in the future.");
  return store.write(async (tx) => {
    const userId = principal.userId;
    const nowIso = isoAt(nowMs);
    const running = await findRunningVacation(tx, userId, nowIso);
    const span = { user_id: userId, started_at: running?.started_at ?? nowIso, ends_at: isoAt(untilMs) };
    if (lengthOf(span) > MAX_AT_ONCE_MS) throw new DomainError("vacation_too_long");
    if ((await usedThisYear(tx, userId, nowMs, running)) + lengthOf(span) > MAX_A_YEAR_MS) {
      throw new DomainError("vacation_allowance_used");
    }
    await (running ? setVacationEnd(tx, span) : insertVacation(tx, span));
    await applyToGames(tx, userId, span.ends_at, nowMs);
    return viewOf(tx, userId, nowMs);
  });
}

/** Ends the caller's vacation now; ending none is no error. */
export function endVacation({ store, now }: UseCaseDeps, principal: Principal): Promise<VacationView> {
  const nowMs = now();
  return store.write(async (tx) => {
    const userId = principal.userId;
    const running = await findRunningVacation(tx, userId, isoAt(nowMs));
    if (running) {
      await setVacationEnd(tx, { user_id: userId, started_at: running.started_at, ends_at: isoAt(nowMs) });
      await applyToGames(tx, userId, null, nowMs);
    }
    return viewOf(tx, userId, nowMs);
  });
}
