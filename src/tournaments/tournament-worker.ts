import type { ChangeFeed } from "../db/change-feed.ts";

export interface TournamentWorkerDeps {
  readonly changes: ChangeFeed;
  readonly advance: (tournamentId: string) => Promise<boolean>;
  readonly tournamentOfGame: (gameId: string) => Promise<string | undefined>;
  readonly listDue: () => Promise<readonly string[]>;
  /** How often every running or due tournament is advanced: deadlines, scheduled starts, an arena's end, lost wake-ups. */
  readonly sweepMs: number;
  readonly onError: (error: unknown, tournamentId: string | null) => void;
}

/** How many games' "which tournament?" answers are kept (the oldest go first). */
const KNOWN_GAMES = 10_000;

/**
 * Advances tournaments: every committed change of a tournament's game wakes
 * its tournament (from any process, through the change feed), and a sweep
 * advances every running or due one. One advance per tournament runs at a
 * time here, and a wake-up during one runs another; across processes the
 * advance itself is exactly once. Returns the stop function.
 */
export function startTournamentWorker(deps: TournamentWorkerDeps): () => void {
  const running = new Set<string>();
  const again = new Set<string>();
  const known = new Map<string, string | null>();
  let stopped = false;

  const advance = async (id: string): Promise<void> => {
    if (stopped) return;
    if (running.has(id)) {
      again.add(id);
      return;
    }
    running.add(id);
    try {
      await deps.advance(id);
    } catch (error) {
      deps.onError(error, id);
    } finally {
      running.delete(id);
    }
    if (again.delete(id)) await advance(id);
  };

  const wake = async (gameId: string): Promise<void> => {
    let id = known.get(gameId);
    if (id === undefined) {
      id = (await deps.tournamentOfGame(gameId)) ?? null;
      known.set(gameId, id);
      if (known.size > KNOWN_GAMES) known.delete(known.keys().next().value as string);
    }
    if (id) await advance(id);
  };

  const unsubscribe = deps.changes.subscribe((change) => {
    if (change.game_id) wake(change.game_id).catch((error) => deps.onError(error, null));
  });
  const sweep = () =>
    deps.listDue().then(
      (ids) => Promise.all(ids.map(advance)),
      (error) => deps.onError(error, null),
    );
  const timer = setInterval(sweep, deps.sweepMs);
  timer.unref();
  void sweep();
  return () => {
    stopped = true;
    clearInterval(timer);
    unsubscribe();
  };
}
