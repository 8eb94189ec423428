import { randomUUID } from "node:crypto";
import { hashPassword } from "../../platform/auth/passwords.ts";
import type { StorefrontDatabase } from "../shared/storefront-database.ts";
import { findAccountByEmail, insertAccount, promoteAccount } from "./account-repository.ts";
import { checkPassword, normaliseEmail } from "./auth-module.ts";
import type { AuthTables } from "./auth-tables.ts";

export interface StaffAccountResult {
  readonly outcome: "created" | "promoted" | "already_staff";
  readonly accountId: string;
  readonly email: string;
}

/**
 * Makes `email` a storefront staff account: promotes an existing account
 * (its password is left as it is), or creates one with the password that
 * `readPassword` supplies. The password is only asked for when needed.
 */
export async function createOrPromoteStaff(
  database: StorefrontDatabase,
  email: string,
  readPassword: () => Promise<string>,
  now: () => number = Date.now,
): Promise<StaffAccountResult> {
  const db = database.tables<AuthTables>();
  const normalised = normaliseEmail(email);
  const existing = await findAccountByEmail(db, normalised);
  if (existing) {
    if (existing.is_staff === 1)
      return { outcome: "already_staff", accountId: existing.id, email: normalised };
    await promoteAccount(db, existing.id);
    return { outcome: "promoted", accountId: existing.id, email: normalised };
  }
  const password = await readPassword();
  checkPassword(password);
  const id = randomUUID();
  const created = await insertAccount(db, {
    id,
    email: normalised,
    password_hash: await hashPassword(password),
    is_staff: 1,
    created_at: new Date(now()).toISOString(),
  });
  if (!created) return createOrPromoteStaff(database, email, readPassword, now);
  return { outcome: "created", accountId: id, email: normalised };
}
