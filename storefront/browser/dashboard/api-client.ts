/** A failed API call, with the problem+json detail when there was one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface TokenPair {
  access_token: string;
  refresh_token: string;
}

const STORAGE_KEY = "storefront_admin_tokens";

async function problemMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { detail?: string; title?: string };
    return body.detail ?? body.title ?? response.statusText;
  } catch {
    return response.statusText;
  }
}

/**
 * Calls the admin API with the staff Bearer token kept in sessionStorage (the
 * tab's lifetime only). A 401 tries one refresh, then asks to sign in again.
 */
export function createApiClient() {
  const read = (): TokenPair | null => {
    try {
      return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null") as TokenPair | null;
    } catch {
      return null;
    }
  };
  const store = (pair: TokenPair | null) =>
    pair ? sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pair)) : sessionStorage.removeItem(STORAGE_KEY);

  async function post(path: string, body: unknown): Promise<Response> {
    return fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  }

  async function refresh(): Promise<boolean> {
    const pair = read();
    if (!pair) return false;
    const response = await post("/api/admin/auth/refresh", { refresh_token: pair.refresh_token });
    if (!response.ok) {
      store(null);
      return false;
    }
    store((await response.json()) as TokenPair);
    return true;
  }

  async function get(path: string, retry = true, method = "GET"): Promise<Response> {
    const pair = read();
    if (!pair) throw new ApiError(401, "Please sign in.");
    const response = await fetch(path, { method, headers: { authorization: `Bearer ${pair.access_token}` } });
    if (response.status === 401 && retry && (await refresh())) return get(path, false, method);
    if (!response.ok) {
      if (response.status === 401) store(null);
      throw new ApiError(response.status, await problemMessage(response));
    }
    return response;
  }

  return {
    signedIn: () => read() !== null,
    signOut: () => store(null),
    async signIn(email: string, password: string): Promise<void> {
      const response = await post("/api/admin/auth/login", { email, password });
      if (!response.ok) throw new ApiError(response.status, await problemMessage(response));
      store((await response.json()) as TokenPair);
    },
    async report<T>(name: string, query: URLSearchParams): Promise<T> {
      return (await get(`/api/admin/dashboard/web/${name}/?${query}`)).json() as Promise<T>;
    },
    /** A privacy export (JSON, or CSV as a Blob) of a visitor or a user. */
    async privacyExport(subject: "visitors" | "users", id: string, csv: boolean): Promise<unknown> {
      const response = await get(
        `/api/admin/privacy/${subject}/${encodeURIComponent(id)}/${csv ? "?format=csv" : ""}`,
      );
      return csv ? response.blob() : response.json();
    },
    /** Erases a visitor's or a user's data; resolves the erasure's answer. */
    async privacyErase(
      subject: "visitors" | "users",
      id: string,
    ): Promise<{ erased: Record<string, number> }> {
      const path = `/api/admin/privacy/${subject}/${encodeURIComponent(id)}/`;
      return (await get(path, true, "DELETE")).json() as Promise<{ erased: Record<string, number> }>;
    },
    async csv(name: string, query: URLSearchParams): Promise<Blob> {
      const csvQuery = new URLSearchParams(query);
      csvQuery.set("format", "csv");
      return (await get(`/api/admin/dashboard/web/${name}/?${csvQuery}`)).blob();
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
