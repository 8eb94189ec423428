import type { UserRow } from "../db/schema.ts";
import type { TokenScope } from "../documents/personal-token-document.ts";

/** Who is calling: the account behind a valid credential. */
export interface Principal {
  readonly userId: string;
  readonly kind: UserRow["kind"];
  readonly displayName: string;
  readonly isStaff: boolean;
  /** Set when the credential is a personal token: what it may do. Absent for the account's own sign-in. */
  readonly scopes?: readonly TokenScope[];
}

/** The principal of a user row. */
export function toPrincipal(user: UserRow): Principal {
  return {
    userId: user.id,
    kind: user.kind,
    displayName: user.display_name,
    isStaff: user.is_staff === 1,
  };
}
