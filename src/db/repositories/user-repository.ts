import { type Params, prepare, slotsFor } from "../prepared.ts";
import type { UserRow } from "../schema.ts";
import type { Reader, WriteTx } from "../store.ts";

const byId = prepare((db, p: Params<{ id: string }>) =>
  db.selectFrom("users").selectAll().where("id", "=", p.id),
);
const byEmail = prepare((db, p: Params<{ email: string }>) =>
  db.selectFrom("users").selectAll().where("email", "=", p.email),
);
const byTelegramId = prepare((db, p: Params<{ telegramId: string }>) =>
  db.selectFrom("users").selectAll().where("telegram_id", "=", p.telegramId),
);
const insert = prepare((db, _: Params<UserRow>) =>
  db.insertInto("users").values(
    slotsFor<UserRow>({
      id: true,
      kind: true,
      display_name: true,
      email: true,
      password_hash: true,
      telegram_id: true,
      telegram_username: true,
      is_staff: true,
      created_at: true,
      last_seen_at: true,
      erased_at: true,
      language: true,
    }),
  ),
);
const setTelegramNames = prepare(
  (db, p: Params<{ id: string; display_name: string; telegram_username: string | null }>) =>
    db
      .updateTable("users")
      .set({ display_name: p.display_name, telegram_username: p.telegram_username })
      .where("id", "=", p.id),
);
const setLanguage = prepare((db, p: Params<{ id: string; language: string | null }>) =>
  db.updateTable("users").set({ language: p.language }).where("id", "=", p.id),
);
const languageByTelegramId = prepare((db, p: Params<{ telegramId: string }>) =>
  db.selectFrom("users").select("language").where("telegram_id", "=", p.telegramId),
);
const setStaff = prepare((db, p: Params<{ id: string }>) =>
  db.updateTable("users").set({ is_staff: 1 }).where("id", "=", p.id),
);

/** Finds a user by id. */
export function findUserById(r: Reader, id: string): Promise<UserRow | undefined> {
  return r.first(byId, { id });
}

/** Finds a registered user by normalised email. */
export function findUserByEmail(r: Reader, email: string): Promise<UserRow | undefined> {
  return r.first(byEmail, { email });
}

/** Finds the account bound to a Telegram user id. */
export function findUserByTelegramId(r: Reader, telegramId: string): Promise<UserRow | undefined> {
  return r.first(byTelegramId, { telegramId });
}

/** Inserts a user row and returns it. */
export async function insertUser(tx: WriteTx, user: UserRow): Promise<UserRow> {
  await tx.run(insert, user);
  return user;
}

/** Updates the name and username a Telegram account shows. */
export async function updateTelegramNames(
  tx: WriteTx,
  row: { id: string; display_name: string; telegram_username: string | null },
): Promise<void> {
  await tx.run(setTelegramNames, row);
}

/** Stores the language a user chose; null forgets it. */
export async function setUserLanguage(tx: WriteTx, id: string, language: string | null): Promise<void> {
  await tx.run(setLanguage, { id, language });
}

/** The language chosen by the owner of a Telegram account; undefined when they chose none or have no account. */
export async function languageOfTelegramUser(r: Reader, telegramId: string): Promise<string | undefined> {
  return (await r.first(languageByTelegramId, { telegramId }))?.language ?? undefined;
}

/** Makes an account staff. */
export async function promoteToStaff(tx: WriteTx, id: string): Promise<void> {
  await tx.run(setStaff, { id });
}

/** The Telegram ids of those of `userIds` who have one: their private chats with the bot. */
export async function listTelegramIds(r: Reader, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await r.db
    .selectFrom("users")
    .select(["id", "telegram_id"])
    .where("id", "in", userIds)
    .where("telegram_id", "is not", null)
    .execute();
  return new Map(rows.map((row) => [row.id, row.telegram_id as string]));
}
