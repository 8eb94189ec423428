import type { Kysely, Migration } from "kysely";
import type { ServiceMigrations } from "../shared/service-migrations.ts";

/** The auth service's tables: storefront accounts, apart from the game's players. */
export interface AuthTables {
  auth_accounts: {
    id: string;
    email: string;
    password_hash: string;
    /** 0 or 1 (an integer on both engines). */
    is_staff: number;
    created_at: string;
  };
  auth_refresh_tokens: {
    /** SHA-256 of the opaque token, base64url: a leaked table holds no usable token. */
    token_hash: string;
    account_id: string;
    family_id: string;
    expires_at: number;
    used_at: number | null;
    revoked_at: number | null;
  };
}

const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("auth_accounts")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("password_hash", "text", (c) => c.notNull())
      .addColumn("is_staff", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("auth_refresh_tokens")
      .addColumn("token_hash", "text", (c) => c.primaryKey())
      .addColumn("account_id", "text", (c) => c.notNull().references("auth_accounts.id").onDelete("cascade"))
      .addColumn("family_id", "text", (c) => c.notNull())
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .addColumn("used_at", "bigint")
      .addColumn("revoked_at", "bigint")
      .execute();
    await db.schema
      .createIndex("auth_refresh_tokens_family")
      .on("auth_refresh_tokens")
      .column("family_id")
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("auth_refresh_tokens").execute();
    await db.schema.dropTable("auth_accounts").execute();
  },
};

export const AUTH_MIGRATIONS: ServiceMigrations = {
  service: "auth",
  migrations: { "0001-accounts": initial },
};
