import assert from "node:assert/strict";
import { test } from "node:test";
import { projectFile } from "../../platform/project-files.ts";
import { KNOWN_GAMES } from "../../src/games/registry.ts";
import { type LocaleFiles, readLocaleFiles } from "../../src/i18n/locale-files.ts";
import { LOCALES } from "../../src/i18n/locales.ts";
import { createBotHarness } from "../support/bot-harness.ts";
import type { RecordedCall } from "../support/fake-telegram.ts";
import { pseudoFtl, pseudoText, untranslatedRuns } from "../support/pseudo-locale.ts";
import { privateChat, telegramUser } from "../support/telegram-updates.ts";

/** English alone, every text of every file accented: what the bot reads is then plainly from the .ftl files. */
function pseudoLocale(): LocaleFiles {
  const en = readLocaleFiles(projectFile("locales")).get("en") ?? new Map<string, string>();
  return new Map([["en", new Map([...en].map(([part, text]) => [part, pseudoFtl(text)]))]]);
}

/** Every text a call shows: the message or caption, its buttons, a toast. */
function textsOf(call: RecordedCall): string[] {
  const {
    text,
    caption,
    reply_markup: markup,
  } = call.params as {
    text?: string;
    caption?: string;
    reply_markup?: { inline_keyboard?: { text: string }[][] };
  };
  const buttons = markup?.inline_keyboard?.flat().map((b) => b.text) ?? [];
  return [text, caption, ...buttons].filter((t): t is string => Boolean(t));
}

/**
 * Shown as they are in every language: the user's name, commands, links,
 * invite codes, each language's own name, and the games' names until they
 * move to the games' .ftl files.
 */
const ALLOWED = [
  /https?:\/\/\S+/g,
  "Alice",
  /\/[a-z_]+/g,
  /@\w+/g,
  /\b[A-Z0-9]{8}\b/g,
  /<\/?[a-z]+>|&\w+;/g,
  ...LOCALES.map((l) => l.name),
];

test("with every message pseudo-accented, the bot's menus, help, new session, lists and language picker show no message id or English in the code", async (t) => {
  const h = await createBotHarness(t, { locales: pseudoLocale() });
  const plugins = KNOWN_GAMES.flatMap((g) => [g.rules.summary, g.rules.name]);
  const alice = telegramUser(101, "Alice");
  const chat = privateChat(alice);
  const last = () => h.fake.lastBotMessage(alice.id)?.messageId ?? 0;

  await h.send(h.updates.command(alice, chat, "/start"));
  await h.send(h.updates.pressLabel(alice, alice.id, last(), pseudoText("❓ How to play")));
  for (const command of ["/help", "/language", "/sessions", "/lobby", "/tv", "/top", "/me"])
    await h.send(h.updates.command(alice, chat, command));
  await h.send(h.updates.command(alice, chat, "/new"));
  await h.send(h.updates.pressLabel(alice, alice.id, last(), "2"));
  await h.send(h.updates.pressLabel(alice, alice.id, last(), /1/));
  await h.send(h.updates.command(alice, chat, "/status"));

  const shown = h.fake.calls.filter((c) => c.ok).flatMap(textsOf);
  assert.ok(shown.length > 15, `the bot answered every command (${shown.length} texts)`);
  assert.deepEqual(untranslatedRuns(shown, [...plugins, ...ALLOWED]), []);
});
