import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { type TestContext, test } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { pickAction, readState } from "../support/play.ts";
import { call, createTestApp, guest, json } from "../support/test-app.ts";

/** The bot docs/bots.md shows, run as it is: an independent client written from the AsyncAPI document. */
const BOT = fileURLToPath(new URL("../../docs/examples/channel-bot.mjs", import.meta.url));

interface Bot {
  readonly child: ChildProcess;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
}

/** Runs the bot with the project's node, as its header says: CHANNEL_URL, BOT_TOKEN and SESSION_ID. */
function runBot(t: TestContext, env: Record<string, string>): Bot {
  const child = spawn(process.execPath, [BOT], { env: { ...process.env, ...env }, stdio: "pipe" });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const exited = once(child, "exit").then(([code]) => code as number | null);
  t.after(() => {
    if (child.exitCode === null) child.kill();
  });
  return { child, output: () => output, exited };
}

/**
 * A listening app, a host (a guest) and a bot account whose personal token
 * joins the host's session; the host starts `pluginId` and the bot runs.
 */
async function playAgainstBot(t: TestContext, pluginId: string) {
  // Every move counts against the write limits, and the test clock never moves their window on.
  const { app } = await createTestApp(t, {
    RATE_LIMIT_ACTIONS_MAX: "100000",
    RATE_LIMIT_ADDRESS_MAX: "100000",
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const host = await guest(app, "Host");
  const session = json<{ id: string; invite_code: string; participants: { id: string }[] }>(
    await call(app, host, "POST", "/sessions", { max_players: 2 }),
  );
  const owner = await guest(app, "Bot owner");
  const created = await call(app, owner, "POST", "/users/me/tokens", {
    name: "channel bot",
    scopes: ["play", "read"],
  });
  assert.equal(created.statusCode, 201);
  const token = json<{ token: string }>(created).token;
  const joined = await call(app, `Token ${token}`, "POST", "/sessions/join", {
    invite_code: session.invite_code,
  });
  assert.equal(joined.statusCode, 200);
  const botId = json<{ participant: { id: string } }>(joined).participant.id;
  const started = await call(app, host, "POST", `/sessions/${session.id}/games`, { plugin_id: pluginId });
  assert.equal(started.statusCode, 201);
  const gameId = json<{ id: string }>(started).id;
  let connections = 0;
  app.websocketServer.on("connection", () => {
    connections += 1;
  });
  const bot = runBot(t, {
    CHANNEL_URL: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1/ws`,
    BOT_TOKEN: token,
    SESSION_ID: session.id,
  });
  const hostId = session.participants[0]?.id as string;
  return { app, host, hostId, botId, gameId, bot, connections: () => connections };
}

type Played = Awaited<ReturnType<typeof playAgainstBot>>;

/**
 * The host moves over REST whenever it is their turn, until the game ends;
 * `onBotMove` runs each time the bot has moved since the host's last look.
 */
async function hostPlaysToEnd(
  { app, host, hostId, gameId, bot }: Played,
  onBotMove = () => {},
  seconds = 60,
) {
  const deadline = Date.now() + seconds * 1000;
  let seen = 0;
  for (;;) {
    assert.ok(Date.now() < deadline, `the game did not end in time; the bot said: ${bot.output()}`);
    assert.equal(bot.child.exitCode, null, `the bot stopped: ${bot.output()}`);
    const state = await readState(app, host, gameId);
    if (state.status !== "running") return state;
    if (state.turn?.participant_id !== hostId) {
      await sleep(5);
      continue;
    }
    if (state.version > seen + 1) onBotMove();
    const res = await call(app, host, "POST", `/games/${gameId}/actions`, {
      action_id: randomUUID(),
      ...pickAction(state),
    });
    assert.equal(res.statusCode, 200, res.body);
    seen = state.version;
  }
}

async function botMoves({ app, host, gameId }: Played, botId: string) {
  const { entries } = json<{ entries: { actor: string; kind: string; outcome: string }[] }>(
    await call(app, host, "GET", `/games/${gameId}/audit`),
  );
  return entries.filter((e) => e.actor === botId && e.kind === "action" && e.outcome === "applied").length;
}

test("docs/bots.md shows the bot's file as it is", () => {
  assert.ok(readFileSync("docs/bots.md", "utf8").includes(`\`\`\`js\n${readFileSync(BOT, "utf8")}\`\`\``));
});

test("the bot of docs/bots.md plays a whole game of tic-tac-toe over the channel, then exits", async (t) => {
  const played = await playAgainstBot(t, "tic-tac-toe");
  const final = await hostPlaysToEnd(played);
  assert.equal(final.status, "finished");
  assert.equal(await played.bot.exited, 0, played.bot.output());
  assert.equal(played.bot.output(), "", "the bot printed refusals");
  assert.equal(played.connections(), 1);
  assert.ok((await botMoves(played, played.botId)) >= 2);
});

test("the bot plays pig to the end, and picks up after its connection is cut", async (t) => {
  const played = await playAgainstBot(t, "pig");
  let turns = 0;
  const final = await hostPlaysToEnd(played, () => {
    // Twice in the game, every channel connection is dropped: the bot reconnects and resumes.
    turns += 1;
    if (turns === 2 || turns === 5)
      for (const client of played.app.websocketServer.clients) client.terminate();
  });
  assert.equal(final.status, "finished");
  assert.ok(turns >= 5, `the game ended after ${turns} of the bot's turns`);
  assert.equal(played.connections(), 3, "the bot did not reconnect after each cut");
  assert.equal(await played.bot.exited, 0, played.bot.output());
  assert.ok((await botMoves(played, played.botId)) >= turns);
});

test("the bot plays backgammon to the end over the channel, sending only listed payloads", async (t) => {
  const played = await playAgainstBot(t, "backgammon");
  // A random bot undoes as often as it moves, so a game takes it hundreds of actions.
  const final = await hostPlaysToEnd(played, () => {}, 300);
  assert.equal(final.status, "finished");
  assert.equal(await played.bot.exited, 0, played.bot.output());
  assert.equal(played.bot.output(), "", "the bot printed refusals");
  assert.ok((await botMoves(played, played.botId)) >= 2);
});
