import type { UserRow } from "../db/schema.ts";

/** Who is calling: the account behind a valid credential. */
export interface Principal {
  readonly userId: string;
  readonly kind: UserRow["kind"];
  readonly displayName: string;
  readonly isStaff: boolean;
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
