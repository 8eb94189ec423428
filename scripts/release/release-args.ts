import { RELEASE_SERVICES, type ReleaseService } from "./release-targets.ts";

export interface ReleaseArgs {
  /** One origin for every service (a reverse proxy routing by path). */
  readonly baseUrl: string | null;
  /** Per-service origins, over baseUrl. */
  readonly urls: Partial<Record<ReleaseService, string>>;
  /** Step 1: start the local PostgreSQL and Redis (scripts/local-services.sh) before the services. */
  readonly startServers: boolean;
  /** Load the demo catalogue into the local database before starting the services. */
  readonly demoCatalogue: boolean;
  readonly json: boolean;
  /** Sign in as this account (password from VERIFY_RELEASE_PASSWORD) instead of registering a new one. */
  readonly email: string | null;
  readonly timeoutMs: number;
}

export const RELEASE_USAGE = `npm run verify-release -- [--base-url URL] [--<service>-url URL]... [--start-servers]
  [--demo-catalogue] [--email EMAIL] [--timeout-ms N] [--json]
  services: ${RELEASE_SERVICES.join(", ")} (api = the game API)
  Without a URL, the storefront and the game API are built and started here, then stopped.`;

function origin(value: string, flag: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${flag} needs an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`${flag} needs an http(s) URL`);
  return url.href.replace(/\/+$/, "");
}

/** Reads the command line; throws with a message on anything it does not know. */
export function parseReleaseArgs(argv: readonly string[]): ReleaseArgs {
  const args = {
    baseUrl: null as string | null,
    urls: {} as Partial<Record<ReleaseService, string>>,
    startServers: false,
    demoCatalogue: false,
    json: false,
    email: null as string | null,
    timeoutMs: 10_000,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag = "", inline] = (argv[i] as string).split(/=(.*)/s, 2);
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === "") throw new Error(`${flag} needs a value`);
      return v;
    };
    const service = /^--([a-z]+)-url$/.exec(flag)?.[1];
    if (flag === "--base-url") args.baseUrl = origin(value(), flag);
    else if (service && (RELEASE_SERVICES as readonly string[]).includes(service))
      args.urls[service as ReleaseService] = origin(value(), flag);
    else if (flag === "--start-servers") args.startServers = true;
    else if (flag === "--demo-catalogue") args.demoCatalogue = true;
    else if (flag === "--json") args.json = true;
    else if (flag === "--email") args.email = value();
    else if (flag === "--timeout-ms") {
      args.timeoutMs = Number(value());
      if (!Number.isInteger(args.timeoutMs) || args.timeoutMs < 1)
        throw new Error("--timeout-ms needs a positive integer");
    } else throw new Error(`unknown argument "${argv[i]}"`);
  }
  if (isRemote(args) && (args.startServers || args.demoCatalogue))
    throw new Error("--start-servers and --demo-catalogue are for local runs, without URLs");
  return args;
}

/** A run against URLs checks what is there and starts nothing. */
export function isRemote(args: Pick<ReleaseArgs, "baseUrl" | "urls">): boolean {
  return args.baseUrl !== null || Object.keys(args.urls).length > 0;
}
