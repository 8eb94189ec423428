import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { test } from "node:test";
import { projectFile } from "../../platform/project-files.ts";
import { LOCALES } from "../../src/i18n/locales.ts";
import { createBotHarness } from "../support/bot-harness.ts";
import { boardIn, principalOf, telegramTable } from "../support/telegram-table.ts";
import { buttonsOf, privateChat, telegramUser } from "../support/telegram-updates.ts";

const alice = telegramUser(101, "Alice");
const bob = telegramUser(202, "Bob");

test("/language overrides Telegram's language_code: texts, captions and the board image follow it", async (t) => {
  const h = await createBotHarness(t);
  await h.send(h.updates.command(bob, privateChat(bob), "/language"));
  const ask = h.fake.lastBotMessage(bob.id);
  assert.equal(ask?.text, "Choose the language I speak with you:");
  const withFolder = LOCALES.filter((l) => existsSync(projectFile(`locales/${l.tag}`))).map((l) => l.name);
  assert.deepEqual(withFolder.slice(0, 2), ["English", "Deutsch"]);
  assert.deepEqual(
    buttonsOf(h.fake, bob.id, ask?.messageId ?? 0).map((b) => b.text),
    withFolder,
    "the languages that have a folder, in the list's order",
  );
  const rows = h.fake.message(bob.id, ask?.messageId ?? 0)?.replyMarkup?.inline_keyboard ?? [];
  assert.ok(rows.every((row) => row.length <= 2));
  await h.send(h.updates.pressLabel(bob, bob.id, ask?.messageId ?? 0, "Deutsch"));
  assert.equal(
    h.fake.callsTo("answerCallbackQuery").at(-1)?.params.text,
    "Ich spreche jetzt Deutsch mit dir.",
  );
  assert.equal(h.fake.message(bob.id, ask?.messageId ?? 0)?.text, "Ich spreche jetzt Deutsch mit dir.");

  const table = await telegramTable(h, "pig", [alice, bob]);
  const board = await boardIn(h, bob.id, table.gameId);
  assert.match(board.caption ?? "", /^Pig · Zug 1/, "bob's language_code is en, his choice de");
  assert.ok(board.photo?.bytes.equals((await h.core.boards.image(table.gameId, "png", "de")).bytes));
  await h.send(h.updates.command(bob, privateChat(bob), "/help"));
  assert.match(h.fake.lastBotMessage(bob.id)?.text ?? "", /Würfel- &amp; Brettspiele/);
  await h.send(h.updates.command(alice, privateChat(alice), "/help"));
  assert.match(h.fake.lastBotMessage(alice.id)?.text ?? "", /Dice &amp; board games/);
});

test("Telegram's language_code picks the default, and a choice stored on the account (the web's) wins over it", async (t) => {
  const h = await createBotHarness(t);
  const carla = telegramUser(303, "Carla", "de-AT");
  await h.send(h.updates.command(carla, privateChat(carla), "/help"));
  assert.match(
    h.fake.lastBotMessage(carla.id)?.text ?? "",
    /Würfel- &amp; Brettspiele/,
    "de-AT reads German",
  );

  const dan = telegramUser(404, "Dan", "zh-hans");
  await h.send(h.updates.command(dan, privateChat(dan), "/help"));
  assert.match(
    h.fake.lastBotMessage(dan.id)?.text ?? "",
    /Dice &amp; board games/,
    "a language we lack reads English",
  );

  await h.core.auth.languages.choose((await principalOf(h, dan)).userId, "de");
  h.clock.advance(61_000);
  await h.send(h.updates.command(dan, privateChat(dan), "/help"));
  assert.match(
    h.fake.lastBotMessage(dan.id)?.text ?? "",
    /Würfel- &amp; Brettspiele/,
    "the account's choice",
  );
});
