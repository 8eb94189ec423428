import type { ChangeFeed } from "../db/change-feed.ts";

export interface ComputerPlayersDeps {
  readonly changes: ChangeFeed;
  /** Plays the computer's turn in a game if it has one; true when a move was applied. */
  readonly playTurn: (gameId: string) => Promise<boolean>;
  /** Running games that seat a computer (the safety-net sweep and the start-up catch-up). */
  readonly listGames: () => Promise<readonly string[]>;
  /** Whether a game seats a computer; seats are fixed when a game starts, so the answer is kept. */
  readonly seatsComputer: (gameId: string) => Promise<boolean>;
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
/** How many games' "seats a computer?" answers are kept (the oldest go first). */
const KNOWN_GAMES = 10_000;

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

  // Most games seat no computer: their changes are dropped after one look at the seats.
  const known = new Map<string, boolean>();
  const remember = (gameId: string, seats: boolean) => {
    known.set(gameId, seats);
    if (known.size > KNOWN_GAMES) known.delete(known.keys().next().value as string);
  };
  const wake = async (gameId: string) => {
    let seats = known.get(gameId);
    if (seats === undefined) {
      seats = await deps.seatsComputer(gameId);
      remember(gameId, seats);
    }
    if (seats) schedule(gameId);
  };

  const sweep = () =>
    deps.listGames().then(
      (ids) =>
        ids.forEach((id) => {
          remember(id, true);
          schedule(id);
        }),
      (error: unknown) => deps.onError(error, null),
    );

  const unsubscribe = deps.changes.subscribe((change) => {
    const gameId = change.game_id;
    if (gameId) wake(gameId).catch((error: unknown) => deps.onError(error, gameId));
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
