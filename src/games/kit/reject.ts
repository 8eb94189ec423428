import type { Rejection, RejectionCode } from "../contract.ts";

/** Builds a rejection; rules report refusals as data so the service can map codes to replies. */
export function reject(code: RejectionCode, detail: string): Rejection {
  return { ok: false, code, detail };
}
