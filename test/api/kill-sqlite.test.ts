import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { before, test } from "node:test";
import { startApiProcess } from "../support/api-process.ts";
import { assertBuilt } from "../support/built.ts";
import { freePort } from "../support/ports.ts";
import { type StartedGame, startTwoPlayerGames } from "../support/started-games.ts";

before(assertBuilt);

async function post(url: string, path: string, auth: string, body: unknown) {
  const res = await fetch(`${url}/api/v1${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: auth },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { state?: { turn?: { participant_id: string } } },
  };
}

/** Pig rolls by whoever's turn it is until the server goes away; returns the acknowledged action ids. */
async function rollUntilGone(url: string, game: StartedGame, acknowledged: Set<string>): Promise<void> {
  for (;;) {
    const actionId = randomUUID();
    const answer = await post(url, `/games/${game.id}/actions`, game.auth.get(game.mover) as string, {
      action_id: actionId,
      action_type: "roll_dice",
    }).catch(() => undefined);
    if (!answer) return;
    if (answer.status !== 200) continue;
    acknowledged.add(actionId);
    game.mover = answer.body.state?.turn?.participant_id ?? game.mover;
  }
}

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
