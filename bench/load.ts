import autocannon from "autocannon";

export interface LoadResult {
  readonly name: string;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
  /** The non-2xx answers by "status code" (the problem's `code`, or "-" without one), so none goes unexplained. */
  readonly non2xxByCode: Readonly<Record<string, number>>;
  readonly errors: number;
}

export interface LoadOptions {
  readonly url: string;
  readonly connections?: number;
  readonly seconds?: number;
  readonly requests: autocannon.Request[];
}

/** Beyond its duration, a load this late is stopped (a stalled server, a client waiting for bytes that never come). */
const GRACE_MS = 30_000;

/** Counts answers outside 2xx by status and problem code; a 304 (which autocannon counts as non-2xx too) as "304 not_modified". */
export function createCodeCounter() {
  const counts = new Map<string, number>();
  return {
    count(status: number, body: string | undefined) {
      if (status >= 200 && status < 300) return;
      const key = status === 304 ? "304 not_modified" : `${status} ${problemCode(body)}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    },
    summary: (): Record<string, number> => Object.fromEntries(counts),
  };
}

function problemCode(body: string | undefined): string {
  try {
    return (JSON.parse(body ?? "") as { code?: string }).code ?? "-";
  } catch {
    return "-";
  }
}

/** Drives one scenario with autocannon and summarises it; stopped if it runs GRACE_MS past its duration. */
export async function load(name: string, options: LoadOptions): Promise<LoadResult> {
  const seconds = options.seconds ?? 5;
  const codes = createCodeCounter();
  const requests = options.requests.map((request): autocannon.Request => {
    const inner = request.onResponse;
    if (typeof inner === "string") throw new Error(`${name}: onResponse must be a function here`);
    return {
      ...request,
      onResponse: (status, body, context, headers) => {
        codes.count(status, body);
        inner?.(status, body, context, headers);
      },
    };
  });
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: options.url, connections: options.connections ?? 50, duration: seconds, requests },
      (error, done) => {
        clearTimeout(deadline);
        if (error) reject(error);
        else resolve(done);
      },
    );
    const deadline = setTimeout(
      () => {
        console.error(`${name}: still running ${GRACE_MS / 1000} s after its ${seconds} s; stopped`);
        instance.stop();
      },
      seconds * 1000 + GRACE_MS,
    );
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    non2xxByCode: codes.summary(),
    errors: result.errors,
  };
}

/** Formats a non-2xx breakdown for a table cell: "0", or the total and its codes. */
export function non2xxCell(result: Pick<LoadResult, "non2xx" | "non2xxByCode">): string {
  const parts = Object.entries(result.non2xxByCode).map(([code, n]) => `${code} ×${n}`);
  return parts.length === 0 ? String(result.non2xx) : `${result.non2xx} (${parts.join(", ")})`;
}

/** Adds two breakdowns of non-2xx answers. */
export function mergeCounts(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>) {
  const sum: Record<string, number> = { ...a };
  for (const [key, n] of Object.entries(b)) sum[key] = (sum[key] ?? 0) + n;
  return sum;
}

/** Runs one scenario that is not an autocannon load, rejecting if it has not ended within `ms`. */
export function withDeadline<T>(name: string, ms: number, run: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name}: no end after ${ms / 1000} s`)), ms);
  });
  return Promise.race([run(), late]).finally(() => clearTimeout(timer));
}
