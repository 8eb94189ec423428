import type { FailureLimiter } from "../../platform/auth/failure-limiter.ts";
import type { Store } from "../db/store.ts";
import type { AccessTokenSigner } from "./access-tokens.ts";

/** What every kind of credential works with: the store, the clock, the signer and the limits. */
export interface AuthServiceDeps {
  readonly store: Store;
  readonly now: () => number;
  readonly signer: AccessTokenSigner;
  readonly limiter: FailureLimiter;
  readonly refreshTtlSeconds: number;
  readonly guestTtlSeconds: number;
  readonly botToken: string | undefined;
  readonly messengerMaxAgeSeconds: number;
  /** How long a verified credential is remembered (ms); 0 disables the memory. */
  readonly credentialCacheMs?: number;
}
