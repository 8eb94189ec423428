import { StepFailure } from "./step-recorder.ts";

export interface HttpAnswer {
  readonly status: number;
  readonly body: Record<string, unknown> | null;
}

export interface HttpOptions {
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  readonly timeoutMs: number;
}

/** One call with a deadline; a refused connection or a timeout is a StepFailure naming the URL. */
export async function httpCall(method: string, url: string, options: HttpOptions): Promise<HttpAnswer> {
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      signal: AbortSignal.timeout(options.timeoutMs),
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    throw new StepFailure(`${method} ${url}: no answer (${cause})`);
  }
  const text = await response.text();
  let body: Record<string, unknown> | null = null;
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    body = null;
  }
  return { status: response.status, body };
}

/** Throws unless the answer has one of the statuses, quoting the problem code when there is one. */
export function expectStatus(answer: HttpAnswer, what: string, ...statuses: number[]): HttpAnswer {
  if (!statuses.includes(answer.status)) {
    const code = typeof answer.body?.code === "string" ? ` ${answer.body.code}` : "";
    throw new StepFailure(`${what}: ${answer.status}${code}, expected ${statuses.join(" or ")}`);
  }
  return answer;
}
