import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** The Telegram user as both login flows describe it. */
export interface TelegramProfile {
  readonly id: string;
  readonly first_name: string;
  readonly last_name?: string;
  readonly username?: string;
  readonly photo_url?: string;
  readonly language_code?: string;
}

export type TelegramCheck =
  | { readonly ok: true; readonly profile: TelegramProfile; readonly authDate: number }
  | { readonly ok: false; readonly reason: "invalid" | "expired" };

function dataCheckString(fields: ReadonlyMap<string, string>): string {
  return [...fields.entries()]
    .filter(([key]) => key !== "hash")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join("\n");
}

function hashMatches(expectedHex: string, secret: Buffer, fields: ReadonlyMap<string, string>): boolean {
  if (!/^[0-9a-f]{64}$/i.test(expectedHex)) return false;
  const actual = createHmac("sha256", secret).update(dataCheckString(fields)).digest();
  return timingSafeEqual(actual, Buffer.from(expectedHex, "hex"));
}

function freshness(
  authDate: string | undefined,
  nowMs: number,
  maxAgeSeconds: number,
): number | "invalid" | "expired" {
  if (!authDate || !/^\d+$/.test(authDate)) return "invalid";
  const seconds = Number(authDate);
  const age = nowMs / 1000 - seconds;
  // A small allowance for clock skew; anything from the far future is forged.
  if (age < -60) return "invalid";
  return age > maxAgeSeconds ? "expired" : seconds;
}

/**
 * Verifies Login Widget data: secret = SHA-256(bot token), hash = HMAC-SHA-256
 * over the sorted `key=value` lines of every received field but `hash`.
 */
export function verifyLoginWidget(
  fields: Readonly<Record<string, string | number>>,
  botToken: string,
  nowMs: number,
  maxAgeSeconds: number,
): TelegramCheck {
  const map = new Map(Object.entries(fields).map(([k, v]) => [k, String(v)] as const));
  const secret = createHash("sha256").update(botToken).digest();
  if (!hashMatches(map.get("hash") ?? "", secret, map)) return { ok: false, reason: "invalid" };
  const authDate = freshness(map.get("auth_date"), nowMs, maxAgeSeconds);
  if (typeof authDate !== "number") return { ok: false, reason: authDate };
  const id = map.get("id");
  const firstName = map.get("first_name");
  if (!id || !/^\d+$/.test(id) || firstName === undefined) return { ok: false, reason: "invalid" };
  return {
    ok: true,
    authDate,
    profile: {
      id,
      first_name: firstName,
      last_name: map.get("last_name"),
      username: map.get("username"),
      photo_url: map.get("photo_url"),
    },
  };
}

/**
 * Verifies Mini App init data: secret = HMAC-SHA-256 keyed "WebAppData" over
 * the bot token, then the same check-string HMAC; the user is a JSON field.
 */
export function verifyMiniAppInitData(
  initData: string,
  botToken: string,
  nowMs: number,
  maxAgeSeconds: number,
): TelegramCheck {
  const params = new URLSearchParams(initData);
  const map = new Map<string, string>();
  for (const [key, value] of params) {
    if (map.has(key)) return { ok: false, reason: "invalid" };
    map.set(key, value);
  }
  const secret = createHmac("sha256", "WebAppData").update(botToken).digest();
  if (!hashMatches(map.get("hash") ?? "", secret, map)) return { ok: false, reason: "invalid" };
  const authDate = freshness(map.get("auth_date"), nowMs, maxAgeSeconds);
  if (typeof authDate !== "number") return { ok: false, reason: authDate };
  let user: unknown;
  try {
    user = JSON.parse(map.get("user") ?? "null");
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (typeof user !== "object" || user === null) return { ok: false, reason: "invalid" };
  const u = user as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === "string" ? v : undefined);
  if (typeof u.id !== "number" || !Number.isSafeInteger(u.id) || typeof u.first_name !== "string") {
    return { ok: false, reason: "invalid" };
  }
  return {
    ok: true,
    authDate,
    profile: {
      id: String(u.id),
      first_name: u.first_name,
      last_name: str(u.last_name),
      username: str(u.username),
      photo_url: str(u.photo_url),
      language_code: str(u.language_code),
    },
  };
}
