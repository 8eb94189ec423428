import type { Channel } from "./channel-rules.ts";
import type { Utm } from "./page-location.ts";

/**
 * An event as kept in the event log after validation and enrichment: times
 * corrected, query values and identifiers gone, channel assigned. The rollup
 * worker and the realtime feed read only this shape.
 */
interface Base {
  /** Corrected event time, ms since the epoch. */
  readonly ts: number;
  readonly is_admin_area: boolean;
}

export interface StoredPageView extends Base {
  readonly kind: "page_view";
  readonly path: string;
  readonly query_keys?: readonly string[];
  readonly referrer_host?: string;
  readonly utm?: Utm;
  readonly channel: Channel;
}

export interface StoredPageLeave extends Base {
  readonly kind: "page_leave";
  readonly path: string;
  readonly duration_ms: number;
}

export interface StoredApiRequest extends Base {
  readonly kind: "api_request";
  readonly path?: string;
  readonly service: string;
  readonly method: string;
  readonly endpoint: string;
  readonly status: number;
  readonly latency_ms: number;
}

export interface StoredClientError extends Base {
  readonly kind: "client_error";
  readonly path?: string;
  readonly hash: string;
  readonly message?: string;
  readonly source?: string;
}

export interface StoredUserError extends Base {
  readonly kind: "user_error";
  readonly path?: string;
  readonly incident_id: string;
  readonly error_code: string;
  readonly user_id: string | null;
}

export type StoredEvent =
  | StoredPageView
  | StoredPageLeave
  | StoredApiRequest
  | StoredClientError
  | StoredUserError;
