import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { hashPassword } from "../auth/passwords.ts";
import { findUserByEmail, insertUser, markUserStaff } from "../auth/user-repository.ts";
import type { Database } from "../db/schema.ts";
import { writeTransaction } from "../db/write-transaction.ts";
import { DomainError } from "../errors.ts";

export interface StaffAccountResult {
  readonly outcome: "created" | "promoted" | "already_staff";
  readonly userId: string;
  readonly email: string;
}

/** The password rule of registration: 8 to 1024 characters. */
export function checkStaffPassword(password: string): void {
  if (password.length < 8 || password.length > 1024)
    throw new DomainError("invalid_request", "The password must be 8 to 1024 characters long.");
}

/**
 * Makes `email` a staff account: promotes an existing account (its password
 * is left as it is), or creates a registered account with the password that
 * `readPassword` supplies. The password is only asked for when needed.
 */
export async function createOrPromoteStaff(
  db: Kysely<Database>,
  email: string,
  readPassword: () => Promise<string>,
  now: () => number = Date.now,
): Promise<StaffAccountResult> {
  const normalised = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(normalised) || normalised.length > 254)
    throw new DomainError("invalid_request", `"${email}" is not an e-mail address.`);
  const existing = await findUserByEmail(db, normalised);
  if (existing) {
    if (existing.is_staff === 1) return { outcome: "already_staff", userId: existing.id, email: normalised };
    await markUserStaff(db, existing.id);
    return { outcome: "promoted", userId: existing.id, email: normalised };
  }
  const password = await readPassword();
  checkStaffPassword(password);
  const passwordHash = await hashPassword(password);
  return writeTransaction(db, async (trx) => {
    if (await findUserByEmail(trx, normalised))
      throw new DomainError("email_taken", "The account was created meanwhile; run the command again.");
    const user = await insertUser(trx, {
      id: randomUUID(),
      kind: "registered",
      display_name: (normalised.split("@")[0] ?? "Staff").slice(0, 64),
      email: normalised,
      password_hash: passwordHash,
      telegram_id: null,
      telegram_username: null,
      is_staff: 1,
      created_at: new Date(now()).toISOString(),
    });
    return { outcome: "created" as const, userId: user.id, email: normalised };
  });
}
