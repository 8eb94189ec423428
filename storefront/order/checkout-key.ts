import type { Kysely } from "kysely";
import { DomainError, isDomainError, STOREFRONT_ERRORS, type StorefrontErrorCode } from "../errors.ts";
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  expireIdempotencyLease,
  findIdempotencyKey,
  type IdempotencyRow,
  releaseIdempotencyKey,
  takeOverIdempotencyKey,
} from "./order-repository.ts";
import type { OrderTables } from "./order-tables.ts";

/** How long a checkout holds its Idempotency-Key; after it, a retry takes over (its process died). */
export const CHECKOUT_LEASE_MS = 10_000;

/** Errors after which a checkout changed nothing, so its Idempotency-Key is freed for a retry. */
const NOTHING_HAPPENED: ReadonlySet<StorefrontErrorCode> = new Set([
  "cart_empty",
  "out_of_stock",
  "product_not_found",
]);

/** The key a checkout holds while it runs: the unit that writes the order must still hold it. */
export interface Hold {
  readonly accountId: string;
  readonly key: string;
  readonly leaseUntil: number;
}

/** A key's stored answer, or the hold a request took on it (with the row it took over, if any). */
export type Claim = { answer: string } | { hold: Hold; row: IdempotencyRow | undefined };

/** The key's answer from before, or the hold this request takes on it (new, or taken over). */
export async function claimCheckoutKey(
  db: Kysely<OrderTables>,
  now: () => number,
  accountId: string,
  key: string,
  hash: string,
): Promise<Claim> {
  const leaseUntil = now() + CHECKOUT_LEASE_MS + Math.floor(Math.random() * 1000);
  const hold: Hold = { accountId, key, leaseUntil };
  const fresh = {
    account_id: accountId,
    idempotency_key: key,
    request_hash: hash,
    response_status: null,
    response_body: null,
    created_at: new Date(now()).toISOString(),
    order_id: null,
    lease_until: leaseUntil,
  };
  if (await claimIdempotencyKey(db, fresh)) return { hold, row: undefined };
  const row = await findIdempotencyKey(db, accountId, key);
  if (!row) throw new DomainError("idempotency_in_progress", "Retry the request.");
  if (row.request_hash !== hash)
    throw new DomainError("idempotency_key_reused", "This Idempotency-Key was used for another checkout.");
  if (row.response_status !== null && row.response_body !== null) return { answer: row.response_body };
  if (row.lease_until > now() || !(await takeOverIdempotencyKey(db, accountId, key, row, leaseUntil)))
    throw new DomainError("idempotency_in_progress", "The first checkout with this key is still running.");
  return { hold, row };
}

/** Stores a finished checkout's answer under its key. */
export function answerCheckoutKey(db: Kysely<OrderTables>, hold: Hold, body: unknown): Promise<void> {
  return completeIdempotencyKey(db, hold.accountId, hold.key, 201, JSON.stringify(body));
}

/** What a failed step leaves on its key: freed, answered, or (an engine fault) open for the retry at once. */
export async function settleCheckoutKey(db: Kysely<OrderTables>, hold: Hold, error: unknown): Promise<void> {
  if (isDomainError(error) && NOTHING_HAPPENED.has(error.code))
    return releaseIdempotencyKey(db, hold.accountId, hold.key);
  if (isDomainError(error) && error.code === "idempotency_in_progress") return;
  if (isDomainError(error) && error.code !== "service_unavailable") {
    const body = JSON.stringify({ code: error.code, detail: error.detail });
    return completeIdempotencyKey(db, hold.accountId, hold.key, STOREFRONT_ERRORS[error.code].status, body);
  }
  return expireIdempotencyLease(db, hold.accountId, hold.key, hold.leaseUntil);
}
