/** Squares on the shared loop. */
export const LOOP = 52;
/** Progress of the last loop square before a seat's home column. */
export const LAST_LOOP = 50;
/** Progress of a token that is home; the home column is LAST_LOOP + 1 .. HOME - 1. */
export const HOME = 56;
/** Progress of a token in its yard. */
export const YARD = -1;
/** Tokens per seat. */
export const TOKENS = 4;
/** The roll that brings a token out and earns another roll. */
export const SIX = 6;
/** Squares between two seats' start squares. */
export const QUARTER = LOOP / 4;
/** Start squares and the star eight squares past each: no capture there. */
export const SAFE_SQUARES: readonly number[] = [0, 8, 13, 21, 26, 34, 39, 47];

/** The quarters seats sit in: two players face each other, three and four go round. */
const QUARTERS_BY_COUNT: Readonly<Record<number, readonly number[]>> = {
  2: [0, 2],
  3: [0, 1, 2],
  4: [0, 1, 2, 3],
};

/** Each seat's start square on the loop, for a table of `count` seats. */
export function startSquares(count: number): number[] {
  return (QUARTERS_BY_COUNT[count] ?? []).map((quarter) => quarter * QUARTER);
}

/** The loop square of a token, or null when it is in its yard, home column or home. */
export function loopSquare(start: number, progress: number): number | null {
  return progress < 0 || progress > LAST_LOOP ? null : (start + progress) % LOOP;
}

/** Where a token would go on `die`, or null when it cannot move. */
export function target(progress: number, die: number): number | null {
  if (progress === YARD) return die === SIX ? 0 : null;
  const to = progress + die;
  // An exact roll finishes; a longer one wastes the move.
  return progress === HOME || to > HOME ? null : to;
}

/** The tokens (0..3) a seat may move on `die`. */
export function movableTokens(tokens: readonly number[], die: number): number[] {
  return tokens.flatMap((progress, token) => (target(progress, die) === null ? [] : [token]));
}

/** The table after one seat moves one token: opponents on its new unsafe loop square go back to their yards. */
export function moveToken(
  starts: readonly number[],
  tokens: readonly (readonly number[])[],
  seat: number,
  token: number,
  to: number,
): { tokens: number[][]; captured: number } {
  const square = loopSquare(starts[seat] ?? 0, to);
  const hits = square !== null && !SAFE_SQUARES.includes(square);
  let captured = 0;
  const next = tokens.map((own, s) =>
    own.map((progress, t) => {
      if (s === seat) return t === token ? to : progress;
      if (hits && loopSquare(starts[s] ?? 0, progress) === square) {
        captured += 1;
        return YARD;
      }
      return progress;
    }),
  );
  return { tokens: next, captured };
}

/** Whether every token of a seat is home. */
export function allHome(tokens: readonly number[]): boolean {
  return tokens.every((progress) => progress === HOME);
}
