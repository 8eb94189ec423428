import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createCanvas, GlobalFonts, type Image, loadImage, type SKRSContext2D } from "@napi-rs/canvas";
import type { User } from "grammy/types";
import pino from "pino";
import { createBot } from "../bot/create-bot.ts";
import { parseConfig } from "../src/config.ts";
import { createCore } from "../src/core.ts";
import { migrateToLatest, openStore } from "../src/db/open-database.ts";
import { findGameMessage } from "../src/db/repositories/game-message-repository.ts";
import { findGame } from "../src/db/repositories/game-repository.ts";
import { FONT_FAMILY } from "../src/drawing/theme.ts";
import { registerBoardFonts } from "../src/render/register-fonts.ts";
import type { FakeMessage } from "../test/support/fake-chats.ts";
import { createFakeTelegram } from "../test/support/fake-telegram.ts";
import { createUpdateFactory, privateChat, telegramUser } from "../test/support/telegram-updates.ts";

/**
 * `npx tsx bench/bot-walkthrough.ts`: plays a scripted session against the
 * fake Bot API and draws what each chat showed as phone-style screenshots in
 * docs/bot/. Every bubble, caption, button and board is taken from the calls
 * the bot made; only the chat chrome is drawn here.
 */

type Entry =
  | { readonly from: "user"; readonly text: string }
  | { readonly from: "bot"; readonly message: FakeMessage };

const OUT = fileURLToPath(new URL("../docs/bot/", import.meta.url));
const WIDTH = 560;
const BUBBLE = 440;
const PAD = 14;
const LINE = 21;
const BUTTON_H = 36;
// The bundled font has no emoji; the screenshots drop them rather than draw boxes.
const plain = (text: string) =>
  text
    .replace(/\p{Extended_Pictographic}/gu, "")
    .replace(/\u{FE0F}|\u{20E3}/gu, "")
    .replace(/<\/?b>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/^ +/gm, "");

function wrap(ctx: SKRSContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of plain(text).split("\n")) {
    let line = "";
    for (const word of paragraph.split(" ")) {
      const next = line ? `${line} ${word}` : word;
      if (ctx.measureText(next).width > width && line) {
        lines.push(line);
        line = word;
      } else {
        line = next;
      }
    }
    lines.push(line);
  }
  return lines;
}

async function screenshot(file: string, title: string, entries: readonly Entry[]): Promise<void> {
  const measure = createCanvas(10, 10).getContext("2d");
  measure.font = `15px ${FONT_FAMILY}`;
  const photos = new Map<FakeMessage, Image>();
  const layout = await Promise.all(
    entries.map(async (entry) => {
      if (entry.from === "user")
        return { entry, lines: wrap(measure, entry.text, BUBBLE - 2 * PAD), photoH: 0 };
      const { message } = entry;
      let photoH = 0;
      if (message.photo) {
        const image = await loadImage(message.photo.bytes);
        photos.set(message, image);
        photoH = Math.round((image.height / image.width) * BUBBLE);
      }
      return { entry, lines: wrap(measure, message.text ?? message.caption ?? "", BUBBLE - 2 * PAD), photoH };
    }),
  );
  const heightOf = (item: (typeof layout)[number]) => {
    const rows =
      item.entry.from === "bot" ? (item.entry.message.replyMarkup?.inline_keyboard.length ?? 0) : 0;
    return item.photoH + item.lines.length * LINE + 2 * PAD + rows * (BUTTON_H + 6) + 12;
  };
  const height = 64 + layout.reduce((sum, item) => sum + heightOf(item), 0) + 16;
  const canvas = createCanvas(WIDTH, height);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#c8d8e4";
  ctx.fillRect(0, 0, WIDTH, height);
  ctx.fillStyle = "#517da2";
  ctx.fillRect(0, 0, WIDTH, 52);
  ctx.fillStyle = "#ffffff";
  ctx.font = `bold 17px ${FONT_FAMILY}`;
  ctx.fillText(title, PAD + 4, 32);
  let y = 64;
  for (const item of layout) {
    const mine = item.entry.from === "user";
    const x = mine ? WIDTH - BUBBLE - PAD : PAD;
    const bubbleH = item.photoH + item.lines.length * LINE + 2 * PAD;
    ctx.fillStyle = mine ? "#e1fec6" : "#ffffff";
    ctx.beginPath();
    ctx.roundRect(x, y, BUBBLE, bubbleH, 12);
    ctx.fill();
    if (item.entry.from === "bot") {
      const photo = photos.get(item.entry.message);
      if (photo) ctx.drawImage(photo, x, y, BUBBLE, item.photoH);
    }
    ctx.fillStyle = "#1d2330";
    ctx.font = `15px ${FONT_FAMILY}`;
    item.lines.forEach((line, i) => {
      ctx.fillText(line, x + PAD, y + item.photoH + PAD + 15 + i * LINE);
    });
    y += bubbleH + 6;
    if (item.entry.from === "bot") {
      for (const row of item.entry.message.replyMarkup?.inline_keyboard ?? []) {
        const w = (BUBBLE - (row.length - 1) * 6) / row.length;
        row.forEach((button, i) => {
          const bx = x + i * (w + 6);
          ctx.fillStyle = "#6f8fa8cc";
          ctx.beginPath();
          ctx.roundRect(bx, y, w, BUTTON_H, 8);
          ctx.fill();
          ctx.fillStyle = "#ffffff";
          ctx.font = `bold 13px ${FONT_FAMILY}`;
          const label = plain(button.text).trim() || "·";
          ctx.fillText(label, bx + (w - ctx.measureText(label).width) / 2, y + 23);
        });
        y += BUTTON_H + 6;
      }
    }
    y += 6;
  }
  writeFileSync(`${OUT}${file}`, await canvas.encode("png"));
  console.log(`docs/bot/${file}`);
}

const snapshot = (message: FakeMessage | undefined): Entry => {
  if (!message) throw new Error("expected a bot message");
  return { from: "bot", message: structuredClone(message) };
};

registerBoardFonts(GlobalFonts, fileURLToPath(new URL("../data/fonts/", import.meta.url)));
mkdirSync(OUT, { recursive: true });
const token = "123456:WALKTHROUGH-token-for-the-fake-api-xx";
const store = openStore(":memory:");
await migrateToLatest(store);
const config = parseConfig({ MESSENGER_BOT_TOKEN: token });
let seed = 0;
const core = createCore({
  config,
  store,
  jwtSecret: "walkthrough-secret-walkthrough-secret-0123",
  newSeed: () => `seed-${seed++}`,
});
const fake = createFakeTelegram();
const { bot, delivery } = createBot(token, {
  core,
  config,
  logger: pino({ level: "silent" }),
  botInfo: fake.botInfo,
  fetch: fake.fetch,
  throttle: false,
});
const updates = createUpdateFactory(fake);
const alice = telegramUser(1001, "Alice");
const bob = telegramUser(1002, "Bob");
const last = (user: User) => fake.lastBotMessage(user.id);

await bot.handleUpdate(updates.command(alice, privateChat(alice), "/start"));
await screenshot("01-welcome.png", "Dice Table · Alice", [
  { from: "user", text: "/start" },
  snapshot(last(alice)),
]);

await bot.handleUpdate(updates.command(alice, privateChat(alice), "/new"));
const ask = last(alice);
await bot.handleUpdate(updates.pressLabel(alice, alice.id, ask?.messageId ?? 0, "2"));
const turn = last(alice);
await bot.handleUpdate(updates.pressLabel(alice, alice.id, turn?.messageId ?? 0, "No limit"));
const invite = last(alice);
await screenshot("02-new-session.png", "Dice Table · Alice", [
  { from: "user", text: "/new" },
  snapshot(fake.message(alice.id, ask?.messageId ?? 0)),
  snapshot(fake.message(alice.id, turn?.messageId ?? 0)),
  snapshot(invite),
]);

const code = /Invite code: (\w+)/.exec(invite?.text ?? "")?.[1] ?? "";
await bot.handleUpdate(updates.command(bob, privateChat(bob), `/start ${code}`));
const joined = last(bob);
await delivery.drain();
await screenshot("03-join.png", "Dice Table · Bob", [
  { from: "user", text: `/start ${code}  (the invite link opened)` },
  snapshot(joined),
]);

await bot.handleUpdate(updates.pressLabel(alice, alice.id, invite?.messageId ?? 0, /Pick a game/));
const picker = last(alice);
await screenshot("04-pick-game.png", "Dice Table · Alice", [
  snapshot(fake.message(alice.id, invite?.messageId ?? 0)),
  snapshot(picker),
]);
await bot.handleUpdate(updates.pressLabel(alice, alice.id, picker?.messageId ?? 0, /^Pig/));
await delivery.drain();

const [session] = await core.sessions.listForUser(
  await core.auth.principalForTelegram({ id: String(alice.id), first_name: "Alice" }),
);
const gameId = session?.current_game_id ?? "";
const boardOf = async (user: User) => {
  const row = await findGameMessage(store, { chatId: String(user.id), gameId });
  return fake.message(user.id, row?.message_id ?? 0);
};
const players = [alice, bob];
let shotMid = false;
for (let i = 0; i < 500; i++) {
  const game = await findGame(store, gameId);
  if (game?.status !== "running") break;
  const state = JSON.parse(game.state) as { turn: number; pot: number };
  const mover = players[state.turn] as User;
  const board = await boardOf(mover);
  await bot.handleUpdate(
    updates.pressLabel(mover, mover.id, board?.messageId ?? 0, state.pot >= 12 ? /Bank/ : /Roll/),
  );
  await delivery.drain();
  if (!shotMid && game.version >= 7 && state.turn === 0 && state.pot > 0) {
    shotMid = true;
    await screenshot("05-board.png", "Dice Table · Alice", [snapshot(await boardOf(alice))]);
  }
}
await screenshot("06-final.png", "Dice Table · Bob", [snapshot(await boardOf(bob))]);
await store.close();
