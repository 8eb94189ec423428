import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { before, test } from "node:test";
import { startApiProcess } from "../support/api-process.ts";
import { assertBuilt } from "../support/built.ts";
import { rollOverChannelUntilGone } from "../support/channel-roller.ts";
import { freePort } from "../support/ports.ts";
import { createScratchDatabase } from "../support/scratch-database.ts";
import { startTwoPlayerGames } from "../support/started-games.ts";
import { waitUntil } from "../support/wait-until.ts";

before(assertBuilt);

/** The engine under test: a scratch PostgreSQL database when DATABASE_URL is set, else a SQLite file; and how to remove it. */
async function engineEnv() {
  const dataDir = mkdtempSync(join(tmpdir(), "kill-channel-"));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const server = process.env.DATABASE_URL;
  if (!server) return { env: { DATA_DIR: dataDir, DATABASE_URL: "", REDIS_URL: "" }, remove: removeDir };
  const database = await createScratchDatabase(server, "killchannel");
  const remove = async () => {
    await database.drop();
    removeDir();
  };
  return { env: { DATA_DIR: dataDir, DATABASE_URL: database.url, REDIS_URL: "" }, remove };
}

test("kill -9 under load over the channel: every acknowledged move is kept, once", async (t) => {
  const { env, remove } = await engineEnv();
  const first = await startApiProcess(await freePort(), env);
  const games = await startTwoPlayerGames(first.url, 12);
  const acknowledged = new Map(games.map((g) => [g.id, new Set<string>()]));
  const load = Promise.all(
    games.map((g) => rollOverChannelUntilGone(first.url, g, acknowledged.get(g.id) as Set<string>)),
  );
  const total = () => [...acknowledged.values()].reduce((n, ids) => n + ids.size, 0);
  await waitUntil(() => total() >= 600, "600 acknowledged moves over the channel", {
    deadlineMs: 120_000,
    progress: () => `${total()}`,
  });
  await first.kill();
  await load;

  const second = await startApiProcess(await freePort(), env);
  t.after(async () => {
    await second.stop();
    await remove();
  });
  for (const game of games) {
    const res = await fetch(`${second.url}/api/v1/games/${game.id}/audit`, {
      headers: { authorization: game.host },
    });
    assert.equal(res.status, 200);
    const { entries } = (await res.json()) as { entries: { kind: string; action_id: string | null }[] };
    const logged = entries.filter((e) => e.kind === "action").map((e) => e.action_id);
    assert.equal(new Set(logged).size, logged.length, "no action logged twice");
    for (const id of acknowledged.get(game.id) ?? [])
      assert.ok(logged.includes(id), `acknowledged ${id} survived`);
  }
});
