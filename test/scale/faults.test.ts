import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, describe, test } from "node:test";
import { startApiProcess } from "../support/api-process.ts";
import { assertBuilt } from "../support/built.ts";
import { freePort } from "../support/ports.ts";
import {
  requirePrivateServers,
  startPrivatePostgres,
  startPrivateRedis,
} from "../support/private-servers.ts";
import { createScratchDatabase } from "../support/scratch-database.ts";
import { type StartedGame, startTwoPlayerGames } from "../support/started-games.ts";
import { requireServer } from "../support/test-store.ts";

const SECRET = "fault-test-secret-fault-test-secret-0123456789";

interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Record<string, unknown>;
}

async function send(
  url: string,
  method: string,
  path: string,
  auth?: string,
  body?: unknown,
): Promise<Answer> {
  const res = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(auth ? { authorization: auth } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

/** The status of the readiness probe, which sits at the root, outside /api/v1. */
const readyz = async (url: string) => (await fetch(`${url}/readyz`)).status;

/** Polls `check` until it holds (a wait, not a timing assertion: the bound only stops a hung test). */
async function eventually(what: string, check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail(`never: ${what}`);
}

/** A pig roll by whoever's turn it is; the mover is followed from the answer. */
async function roll(url: string, game: StartedGame, actionId: string): Promise<Answer> {
  const answer = await send(url, "POST", `/games/${game.id}/actions`, game.auth.get(game.mover), {
    action_id: actionId,
    action_type: "roll_dice",
  });
  const turn = (answer.body.state as { turn?: { participant_id: string } } | undefined)?.turn;
  if (answer.status === 200 && turn) game.mover = turn.participant_id;
  return answer;
}

describe("faults", () => {
  before(assertBuilt);

  test("kill -9 of one of two API processes under load: every acknowledged action is logged once, and the other keeps serving", async (t) => {
    if (!requireServer(t, "DATABASE_URL") || !requireServer(t, "REDIS_URL")) return;
    const database = await createScratchDatabase(process.env.DATABASE_URL as string, "faults");
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL as string,
      JWT_SECRET: SECRET,
    };
    const a = await startApiProcess(await freePort(), env);
    const b = await startApiProcess(await freePort(), env);
    t.after(async () => {
      await Promise.all([a.kill(), b.stop()]);
      await database.drop();
    });
    const games = await startTwoPlayerGames(b.url, 16);

    const acknowledged = new Map<string, Set<string>>(games.map((g) => [g.id, new Set()]));
    const fromB: number[] = [];
    let aDead = false;
    let afterKill = 0;
    // One client per game, alternating processes; a request cut off by the crash is retried on B
    // with the same action_id, as a real client would, so it is applied at most once.
    const client = async (game: StartedGame) => {
      for (let move = 0; afterKill < 400; move++) {
        const actionId = randomUUID();
        let answer: Answer | undefined;
        if (!aDead && move % 2 === 0) answer = await roll(a.url, game, actionId).catch(() => undefined);
        if (!answer) {
          answer = await roll(b.url, game, actionId);
          fromB.push(answer.status);
        }
        if (answer.status === 200) {
          acknowledged.get(game.id)?.add(actionId);
          if (aDead) afterKill++;
        }
      }
    };
    const load = Promise.all(games.map(client));
    await eventually("200 acknowledged actions before the crash", async () => {
      let n = 0;
      for (const ids of acknowledged.values()) n += ids.size;
      return n >= 200;
    });
    await a.kill();
    aDead = true;
    await load;

    assert.deepEqual(
      fromB.filter((s) => s >= 500),
      [],
      "the surviving process answered every request",
    );
    for (const game of games) {
      const audit = await send(b.url, "GET", `/games/${game.id}/audit`, game.host);
      assert.equal(audit.status, 200);
      const logged = (audit.body.entries as { kind: string; action_id?: string }[])
        .filter((e) => e.kind === "action")
        .map((e) => e.action_id);
      assert.equal(new Set(logged).size, logged.length, "no action applied twice");
      for (const id of acknowledged.get(game.id) ?? [])
        assert.ok(logged.includes(id), `acknowledged ${id} is logged`);
    }
  });

  test("Redis down: requests are still answered, health shows the failing check while /readyz stays 200, and both recover", async (t) => {
    if (!requirePrivateServers(t)) return;
    const redis = await startPrivateRedis();
    const api = await startApiProcess(await freePort(), { REDIS_URL: redis.url, JWT_SECRET: SECRET });
    t.after(async () => {
      await api.stop();
      await redis.destroy();
    });
    assert.equal((await send(api.url, "GET", "/health")).status, 200);

    await redis.stop();
    const [game] = await startTwoPlayerGames(api.url, 1);
    assert.ok(game);
    for (let i = 0; i < 5; i++) assert.equal((await roll(api.url, game, randomUUID())).status, 200);
    const health = await send(api.url, "GET", "/health");
    assert.equal(health.status, 503);
    assert.equal((health.body.checks as Record<string, { status: string }>).redis?.status, "fail");
    assert.equal((health.body.checks as Record<string, { status: string }>).database?.status, "ok");
    // Redis down degrades the service; only the database makes the process unready.
    assert.equal(await readyz(api.url), 200);

    await redis.start();
    await eventually(
      "health is ok again",
      async () => (await send(api.url, "GET", "/health")).status === 200,
    );
    assert.equal((await roll(api.url, game, randomUUID())).status, 200);
  });

  test("PostgreSQL restarted: 503 problem+json with Retry-After and /readyz 503 during the outage, then service and readiness recover on their own", async (t) => {
    if (!requirePrivateServers(t)) return;
    const postgres = await startPrivatePostgres();
    const api = await startApiProcess(await freePort(), { DATABASE_URL: postgres.url, JWT_SECRET: SECRET });
    t.after(async () => {
      await api.stop();
      await postgres.destroy();
    });
    const [game] = await startTwoPlayerGames(api.url, 1);
    assert.ok(game);
    assert.equal((await roll(api.url, game, randomUUID())).status, 200);

    await postgres.stop();
    const during = await roll(api.url, game, randomUUID());
    assert.equal(during.status, 503);
    assert.equal(during.headers.get("content-type"), "application/problem+json; charset=utf-8");
    assert.equal(during.body.code, "service_unavailable");
    assert.ok(Number(during.headers.get("retry-after")) > 0);
    assert.equal((await send(api.url, "GET", "/health")).status, 503);
    assert.equal((await send(api.url, "GET", "/health/live")).status, 200);
    assert.equal(await readyz(api.url), 503);

    await postgres.start();
    await eventually(
      "actions succeed again",
      async () => (await roll(api.url, game, randomUUID())).status === 200,
    );
    assert.equal((await send(api.url, "GET", "/health")).status, 200);
    assert.equal(await readyz(api.url), 200);
  });
});
