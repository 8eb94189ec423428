import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { before, test } from "node:test";
import { startApiProcess } from "../support/api-process.ts";
import { assertBuilt } from "../support/built.ts";
import { freePort } from "../support/ports.ts";
import { rollUntilGone } from "../support/roll-until-gone.ts";
import { startTwoPlayerGames } from "../support/started-games.ts";

before(assertBuilt);

test("SQLite: kill -9 under load, with the WAL checkpointed by the worker, loses no acknowledged move", async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), "kill-sqlite-"));
  t.after(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, DATABASE_URL: "", REDIS_URL: "" };
  const first = await startApiProcess(await freePort(), env);
  const games = await startTwoPlayerGames(first.url, 12);
  const acknowledged = new Map(games.map((g) => [g.id, new Set<string>()]));
  const load = Promise.all(
    games.map((g) => rollUntilGone(first.url, g, acknowledged.get(g.id) as Set<string>)),
  );
  const total = () => [...acknowledged.values()].reduce((n, ids) => n + ids.size, 0);
  while (total() < 600) await new Promise((r) => setTimeout(r, 20));
  await first.kill();
  await load;

  const second = await startApiProcess(await freePort(), env);
  t.after(() => second.stop());
  for (const game of games) {
    const res = await fetch(`${second.url}/api/v1/games/${game.id}/audit`, {
      headers: { authorization: game.host },
    });
    assert.equal(res.status, 200);
    const { entries } = (await res.json()) as { entries: { kind: string; action_id: string | null }[] };
    const logged = new Set(entries.filter((e) => e.kind === "action").map((e) => e.action_id));
    for (const id of acknowledged.get(game.id) ?? [])
      assert.ok(logged.has(id), `acknowledged ${id} survived`);
  }
});
