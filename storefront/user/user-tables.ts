import type { Kysely, Migration } from "kysely";
import type { ServiceMigrations } from "../shared/service-migrations.ts";

/** The user service's table: what a customer tells the shop about themselves. */
export interface UserTables {
  user_profiles: {
    account_id: string;
    display_name: string | null;
    phone: string | null;
    shipping_address: string | null;
    updated_at: string;
  };
}

const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("user_profiles")
      .addColumn("account_id", "text", (c) => c.primaryKey())
      .addColumn("display_name", "text")
      .addColumn("phone", "text")
      .addColumn("shipping_address", "text")
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("user_profiles").execute();
  },
};

export const USER_MIGRATIONS: ServiceMigrations = {
  service: "user",
  migrations: { "0001-profiles": initial },
};
