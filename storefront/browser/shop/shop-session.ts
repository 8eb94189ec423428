/** The signed-in customer's tokens, kept in this browser's localStorage. */
export interface Tokens {
  readonly access_token: string;
  readonly refresh_token: string;
}

export interface SignedIn extends Tokens {
  readonly email: string;
  /** The account id (the access token's `sub`), reported with user errors. */
  readonly account_id: string;
}

const KEY = "shop_session";

function subjectOf(accessToken: string): string {
  try {
    const payload = accessToken.split(".")[1] ?? "";
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    return String((JSON.parse(json) as { sub?: unknown }).sub ?? "");
  } catch {
    return "";
  }
}

/** Reads and writes the session; `listen` is told whenever it changes. */
export function createShopSession(storage: Storage = localStorage) {
  const listeners = new Set<() => void>();
  let current: SignedIn | null = null;
  try {
    current = JSON.parse(storage.getItem(KEY) ?? "null") as SignedIn | null;
  } catch {
    current = null;
  }
  const save = (next: SignedIn | null) => {
    current = next;
    if (next) storage.setItem(KEY, JSON.stringify(next));
    else storage.removeItem(KEY);
    for (const listener of listeners) listener();
  };
  return {
    current: () => current,
    signIn: (email: string, tokens: Tokens) =>
      save({
        email,
        access_token: tokens.access_token,
        refresh_token: tokens.refresh_token,
        account_id: subjectOf(tokens.access_token),
      }),
    replaceTokens: (tokens: Tokens) =>
      current && save({ ...current, ...tokens, account_id: subjectOf(tokens.access_token) }),
    clear: () => save(null),
    listen(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ShopSession = ReturnType<typeof createShopSession>;
