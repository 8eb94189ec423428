import { DomainError } from "../errors.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const USER_ID = /^[\x21-\x7e]{1,64}$/;

/** A visitor id from a privacy URL, lower-cased; anything but a UUID is 400 invalid_privacy_subject. */
export function visitorId(raw: string): string {
  const id = raw.toLowerCase();
  if (!UUID.test(id)) throw new DomainError("invalid_privacy_subject", "visitor_id must be a UUID.");
  return id;
}

/** A user id from a privacy URL: 1 to 64 printable ASCII characters, else 400 invalid_privacy_subject. */
export function userId(raw: string): string {
  if (!USER_ID.test(raw))
    throw new DomainError("invalid_privacy_subject", "user_id must be 1 to 64 printable ASCII characters.");
  return raw;
}
