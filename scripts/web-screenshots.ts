// `npm run screenshots`: each game's board in the web client at 390 px and
// 1280 px, into docs/web/. A fresh in-memory service, Debian's Chromium.
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { chromium } from "playwright-core";
import { createApp } from "../api/create-app.ts";
import { projectFile } from "../platform/project-files.ts";
import { openCore } from "../src/boot.ts";
import { parseConfig } from "../src/config.ts";

const GAMES = [
  { plugin: "tic-tac-toe", moves: 4 },
  { plugin: "pig", moves: 5 },
  { plugin: "yacht", moves: 5 },
  { plugin: "snakes-and-ladders", moves: 9 },
  { plugin: "ludo", moves: 6 },
  { plugin: "liars-dice", moves: 3 },
];
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

interface Allowed {
  action_type: string;
  choices?: (string | number)[];
}

const logger = pino({ level: "warn" });
const config = parseConfig({ DATABASE_FILE: ":memory:", DATA_DIR: mkdtempSync(join(tmpdir(), "screens-")) });
const core = await openCore(config, logger);
const app = await createApp({ core, config, logger });
const origin = await app.listen({ port: 0, host: "127.0.0.1" });

async function api<T>(auth: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${origin}/api/v1${path}`, {
    method,
    headers: {
      ...(auth ? { authorization: auth } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const guest = async (name: string) =>
  (await api<{ guest_token: string }>(null, "POST", "/auth/guest", { display_name: name })).guest_token;

/** A session of two with `plugin` started and a few legal moves made; returns the host's token and the session. */
async function seed(plugin: string, moves: number) {
  const [ann, bob] = [await guest("Ann"), await guest("Bob")];
  const auth = { ann: `Guest ${ann}`, bob: `Guest ${bob}` };
  const session = await api<{ id: string; invite_code: string }>(auth.ann, "POST", "/sessions", {
    max_players: 2,
  });
  await api(auth.bob, "POST", "/sessions/join", { invite_code: session.invite_code });
  const game = await api<{ id: string }>(auth.ann, "POST", `/sessions/${session.id}/games`, {
    plugin_id: plugin,
  });
  for (let i = 0; i < moves; i++) {
    for (const who of [auth.ann, auth.bob]) {
      const state = await api<{ allowed_actions: Allowed[] }>(who, "GET", `/games/${game.id}/state`);
      const choose = state.allowed_actions.find((a) => a.action_type === "choose_cell");
      const roll = state.allowed_actions.find((a) => a.action_type === "roll_dice");
      const action = i % 2 === 1 && choose ? choose : (roll ?? choose ?? state.allowed_actions[0]);
      if (!action) continue;
      await api(who, "POST", `/games/${game.id}/actions`, {
        action_id: crypto.randomUUID(),
        action_type: action.action_type,
        payload: action.action_type === "choose_cell" ? { cell: action.choices?.[0] } : {},
      });
      break;
    }
  }
  return { token: ann, sessionId: session.id };
}

const out = projectFile("docs/web");
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox"],
});
try {
  for (const { plugin, moves } of GAMES) {
    const { token, sessionId } = await seed(plugin, moves);
    for (const viewport of SIZES) {
      const context = await browser.newContext({ viewport, locale: "en-US", reducedMotion: "reduce" });
      const credential = JSON.stringify({ scheme: "Guest", token, name: "Ann" });
      await context.addInitScript(`localStorage.setItem("play.credential", ${JSON.stringify(credential)})`);
      const page = await context.newPage();
      await page.goto(`${origin}/play/s/${sessionId}`);
      await page.waitForSelector('[data-connection="live"]');
      await page.waitForSelector(".game .banner");
      const file = join(out, `${plugin}-${viewport.width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`wrote ${file}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await app.close();
  await core.close();
}
