/**
 * How a configuration variable is read: parsers that fail with a reason, the
 * `variable()` row every product's table is made of, and `parseVariables`,
 * which reads a whole table from the environment.
 */

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
    this.name = "ConfigError";
  }
}

export type Parser<T> = (raw: string) => T;

export const integer =
  (min: number, max: number): Parser<number> =>
  (raw) => {
    if (!/^-?\d+$/.test(raw.trim())) throw new Error(`expected an integer, got "${raw}"`);
    const n = Number(raw);
    if (n < min || n > max) throw new Error(`must be between ${min} and ${max}, got ${n}`);
    return n;
  };

export const oneOf =
  <const T extends string>(...values: T[]): Parser<T> =>
  (raw) => {
    if (!(values as string[]).includes(raw))
      throw new Error(`must be one of ${values.join(", ")}, got "${raw}"`);
    return raw as T;
  };

export const text: Parser<string> = (raw) => raw;

/** A name for keys and channels: letters, digits, `_`, `.` and `-`, at most 64. */
export const keyName: Parser<string> = (raw) => {
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(raw))
    throw new Error(`expected 1-64 letters, digits, "_", "." or "-", got "${raw}"`);
  return raw;
};

export const boolean: Parser<boolean> = (raw) => {
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new Error(`expected true or false, got "${raw}"`);
};

export const secret: Parser<string> = (raw) => {
  if (raw.length < 32) throw new Error("must be at least 32 characters long");
  return raw;
};

export const botToken: Parser<string> = (raw) => {
  if (!/^\d+:[A-Za-z0-9_-]{30,}$/.test(raw))
    throw new Error("does not look like a bot token (<digits>:<secret>)");
  return raw;
};

export const httpUrl: Parser<string> = (raw) => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`expected an absolute URL, got "${raw}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("must be an http(s) URL");
  return raw.replace(/\/+$/, "");
};

export const httpsUrl: Parser<string> = (raw) => {
  const url = httpUrl(raw);
  if (!url.startsWith("https://")) throw new Error("must be an https URL (Telegram only posts to https)");
  return url;
};

export const urlWithScheme =
  (...schemes: string[]): Parser<string> =>
  (raw) => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new Error("expected a URL");
    }
    if (!schemes.includes(url.protocol)) throw new Error(`must start with ${schemes.join(" or ")}//`);
    return raw;
  };

export const postgresUrl = urlWithScheme("postgres:", "postgresql:");
export const redisUrl = urlWithScheme("redis:", "rediss:");

export const telegramUsername: Parser<string> = (raw) => {
  const name = raw.replace(/^@/, "");
  if (!/^[A-Za-z][A-Za-z0-9_]{3,31}$/.test(name)) throw new Error(`not a Telegram username: "${raw}"`);
  return name;
};

export const webhookSecret: Parser<string> = (raw) => {
  if (!/^[A-Za-z0-9_-]{16,256}$/.test(raw)) throw new Error("must be 16-256 characters of A-Z a-z 0-9 _ -");
  return raw;
};

export interface Variable<T> {
  readonly parse: Parser<T>;
  /** `undefined` means the variable is optional and has no default. */
  readonly default: string | undefined;
  readonly description: string;
}

export const variable = <T, const D extends string | undefined>(
  parse: Parser<T>,
  def: D,
  description: string,
) => ({
  parse,
  default: def,
  description,
});

/** A product's table of variables, keyed by name. */
export type VariableTable = Readonly<Record<string, Variable<unknown>>>;

/** What a table parses to; a variable without a default may be undefined. */
export type ConfigOf<T extends VariableTable> = {
  readonly [K in keyof T]: T[K]["default"] extends string
    ? ReturnType<T[K]["parse"]>
    : ReturnType<T[K]["parse"]> | undefined;
};

/** Parses every variable of `table` from `env` (unset or empty = its default); throws ConfigError naming the first bad one. */
export function parseVariables<T extends VariableTable>(
  table: T,
  env: Readonly<Record<string, string | undefined>>,
): ConfigOf<T> {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(table)) {
    const given = env[name];
    const raw = given === undefined || given === "" ? spec.default : given;
    if (raw === undefined) {
      out[name] = undefined;
      continue;
    }
    try {
      out[name] = spec.parse(raw);
    } catch (error) {
      throw new ConfigError(name, (error as Error).message);
    }
  }
  return out as ConfigOf<T>;
}
