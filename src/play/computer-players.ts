import type { ChangeFeed } from "../changes/change-feed.ts";

export interface ComputerPlayersDeps {
  readonly changes: ChangeFeed;
  /** Plays the computer's turn in a game if it has one; true when a move was applied. */
  readonly playTurn: (gameId: string) => Promise<boolean>;
  /** Running games that seat a computer (the safety-net sweep and the start-up catch-up). */
  readonly listGames: () => Promise<readonly string[]>;
  /** The human-like pause before each move; 0 in tests. */
  readonly delayMs: number;
  /** How often every game with a computer is checked, in case a wake-up was lost. */
  readonly sweepMs: number;
  readonly onError: (error: unknown, gameId: string | null) => void;
}

/**
 * Moves the computer players: every committed change of a game (from any
 * process, through the change feed) wakes its check after `delayMs`, and a
 * sweep repeats the check for every game with a computer, so a lost wake-up
 * only delays a move. One check per game runs at a time; a wake-up during a
 * check runs another afterwards. Returns the stop function.
 */
export function startComputerPlayers(deps: ComputerPlayersDeps): () => void {
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<string>();
  const again = new Set<string>();
  let stopped = false;

  const schedule = (gameId: string) => {
    if (stopped || timers.has(gameId)) return;
    if (running.has(gameId)) {
      again.add(gameId);
      return;
    }
    const timer = setTimeout(() => void check(gameId), deps.delayMs);
    timer.unref();
    timers.set(gameId, timer);
  };

  const check = async (gameId: string) => {
    timers.delete(gameId);
    running.add(gameId);
    let moved = false;
    try {
      moved = await deps.playTurn(gameId);
    } catch (error) {
      deps.onError(error, gameId);
    } finally {
      running.delete(gameId);
    }
    // After its own move the computer may be on turn again (pig's next roll).
    if (again.delete(gameId) || moved) schedule(gameId);
  };

  const sweep = () =>
    deps.listGames().then(
      (ids) => ids.forEach(schedule),
      (error: unknown) => deps.onError(error, null),
    );

  const unsubscribe = deps.changes.subscribe((change) => {
    if (change.game_id) schedule(change.game_id);
  });
  void sweep();
  const sweeper = setInterval(sweep, deps.sweepMs);
  sweeper.unref();
  return () => {
    stopped = true;
    unsubscribe();
    clearInterval(sweeper);
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  };
}
