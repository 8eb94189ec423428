import { refusalText } from "./i18n.ts";

/** The credential this browser plays with, kept in localStorage. */
export interface Credential {
  readonly scheme: "Guest" | "Bearer";
  readonly token: string;
  readonly refresh?: string;
  readonly name: string;
}

/** An API refusal: its stable problem+json code, and as its message the words for people in the page's language. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
  ) {
    super(refusalText(code, detail));
  }
}

const KEY = "play.credential";
const BASE = "/api/v1";

export function loadCredential(): Credential | null {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? "null") as Credential | null;
  } catch {
    return null;
  }
}

export function saveCredential(credential: Credential | null): void {
  if (credential) localStorage.setItem(KEY, JSON.stringify(credential));
  else localStorage.removeItem(KEY);
}

/** A v4 UUID, also outside secure contexts where crypto.randomUUID is missing. */
export function uuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

async function send(method: string, path: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const data = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, data?.code ?? "internal_error", data?.detail ?? res.statusText);
  return data;
}

/** Calls the API without a credential (sign-in). */
export function publicCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  return send(method, path, body, {});
}

/** The Authorization header's value for a credential. */
const authorizationOf = (credential: Credential) => `${credential.scheme} ${credential.token}`;

/** An API client over the stored credential; a Bearer token that expired is refreshed once. */
export function createApi(
  getCredential: () => Credential | null,
  onCredential: (c: Credential | null) => void,
) {
  /** The Authorization value of the stored credential (the channel's auth message carries it), or null. */
  function authorization(): string | null {
    const credential = getCredential();
    return credential ? authorizationOf(credential) : null;
  }

  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const credential = getCredential();
    if (!credential) throw new ApiError(401, "unauthenticated", "Not signed in.");
    const auth = { authorization: authorizationOf(credential), ...headers };
    try {
      return await send(method, path, body, auth);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401 || !credential.refresh) throw error;
      const pair = await send("POST", "/auth/refresh", { refresh_token: credential.refresh }, {}).catch(
        () => null,
      );
      if (!pair) {
        onCredential(null);
        throw error;
      }
      const next = { ...credential, token: pair.access_token, refresh: pair.refresh_token };
      onCredential(next);
      return send(method, path, body, { ...headers, authorization: `Bearer ${next.token}` });
    }
  }
  return { call, authorization };
}

export type Api = ReturnType<typeof createApi>;
