import type { SiteAnalytics } from "../sdk/index.ts";
import type { ShopSession } from "./shop-session.ts";

/** The storefront services the shop calls, each at its own origin. */
export type ShopService = "auth" | "user" | "product" | "order" | "review" | "chat" | "analytics";

/** A failed call: the service's problem+json code, or `network_error` when nothing answered. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface CallOptions {
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  /** Sends the access token (and refreshes it once when it has expired). */
  readonly signedIn?: boolean;
}

/**
 * The shop's one HTTP client: every call goes through the analytics SDK's
 * fetch wrapper, so each one is reported as an api_request of its service.
 */
export function createShopApi(
  origins: Readonly<Record<ShopService, string>>,
  analytics: SiteAnalytics,
  session: ShopSession,
) {
  const fetchers = new Map<ShopService, typeof fetch>();
  const fetcherOf = (service: ShopService) => {
    let wrapped = fetchers.get(service);
    if (!wrapped) {
      wrapped = analytics.wrapFetch(fetch.bind(globalThis), service);
      fetchers.set(service, wrapped);
    }
    return wrapped;
  };

  async function send(service: ShopService, method: string, path: string, options: CallOptions) {
    const headers: Record<string, string> = { accept: "application/json", ...options.headers };
    if (options.body !== undefined) headers["content-type"] = "application/json";
    const token = session.current()?.access_token;
    if (options.signedIn && token) headers.authorization = `Bearer ${token}`;
    try {
      return await fetcherOf(service)(origins[service] + path, {
        method,
        headers,
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      });
    } catch {
      throw new ApiError(0, "network_error", "The shop could not be reached. Check your connection.");
    }
  }

  async function refreshOnce(): Promise<boolean> {
    const refreshToken = session.current()?.refresh_token;
    if (!refreshToken) return false;
    const response = await send("auth", "POST", "/api/auth/refresh/", {
      body: { refresh_token: refreshToken },
    });
    if (!response.ok) {
      session.clear();
      return false;
    }
    session.replaceTokens(await response.json());
    return true;
  }

  async function call<T>(service: ShopService, method: string, path: string, options: CallOptions = {}) {
    let response = await send(service, method, path, options);
    if (response.status === 401 && options.signedIn && (await refreshOnce()))
      response = await send(service, method, path, options);
    if (response.status === 204) return undefined as T;
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok)
      throw new ApiError(
        response.status,
        typeof body?.code === "string" ? body.code : `http_${response.status}`,
        typeof body?.detail === "string" ? body.detail : String(body?.title ?? response.statusText),
      );
    return body as T;
  }
  return { call };
}

export type ShopApi = ReturnType<typeof createShopApi>;
