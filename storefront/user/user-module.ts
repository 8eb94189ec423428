import type { AuthModule } from "../auth/auth-public.ts";
import { DomainError } from "../errors.ts";
import type { StorefrontDatabase } from "../shared/storefront-database.ts";
import { findProfile, saveProfile } from "./profile-repository.ts";
import type { UserTables } from "./user-tables.ts";

export interface UserView {
  readonly id: string;
  readonly email: string;
  readonly is_staff: boolean;
  readonly display_name: string | null;
  readonly phone: string | null;
  readonly shipping_address: string | null;
  readonly created_at: string;
}

export type ProfileChanges = Partial<Pick<UserView, "display_name" | "phone" | "shipping_address">>;

/** The user service's module interface: the account (from auth) with the profile (its own). */
export interface UserModule {
  me(accountId: string): Promise<UserView>;
  update(accountId: string, changes: ProfileChanges): Promise<UserView>;
}

/** Builds the user module; account facts come from the auth module, never its tables. */
export function createUserModule(
  database: StorefrontDatabase,
  auth: AuthModule,
  now: () => number = Date.now,
): UserModule {
  const db = database.tables<UserTables>();
  const me = async (accountId: string): Promise<UserView> => {
    const account = await auth.account(accountId);
    if (!account) throw new DomainError("invalid_token", "The account of this token no longer exists.");
    const profile = await findProfile(db, accountId);
    return {
      id: account.id,
      email: account.email,
      is_staff: account.is_staff,
      display_name: profile?.display_name ?? null,
      phone: profile?.phone ?? null,
      shipping_address: profile?.shipping_address ?? null,
      created_at: account.created_at,
    };
  };
  return {
    me,
    async update(accountId, changes) {
      const current = await me(accountId);
      await saveProfile(db, {
        account_id: accountId,
        display_name: changes.display_name !== undefined ? changes.display_name : current.display_name,
        phone: changes.phone !== undefined ? changes.phone : current.phone,
        shipping_address:
          changes.shipping_address !== undefined ? changes.shipping_address : current.shipping_address,
        updated_at: new Date(now()).toISOString(),
      });
      return me(accountId);
    },
  };
}
