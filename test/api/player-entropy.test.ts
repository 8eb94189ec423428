import assert from "node:assert/strict";
import { randomBytes, randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import pino from "pino";
import { playToEnd, startGame } from "../support/play.ts";
import { call, createTestApp, json } from "../support/test-app.ts";

const silent = pino({ level: "silent" });
const ENTROPY = "00112233445566778899aabbccddeeff";
const OTHER = "ffeeddccbbaa99887766554433221100";

type Harness = Awaited<ReturnType<typeof createTestApp>>;
type Entry = { kind: string; entropy?: string | null; action_id: string | null; outcome: string };

/** An app whose every game gets the same seed, so two games roll alike until entropy differs. */
const pinned = (t: Parameters<typeof createTestApp>[0]) => createTestApp(t, {}, silent, () => "pinned-seed");

async function roll(h: Harness, auth: string, gameId: string, entropy?: string, actionId = randomUUID()) {
  return call(h.app, auth, "POST", `/games/${gameId}/actions`, {
    action_id: actionId,
    action_type: "roll_dice",
    ...(entropy ? { entropy } : {}),
  });
}

async function dice(h: Harness, auth: string, gameId: string): Promise<number[]> {
  return json<{ board: { dice: number[] } }>(await call(h.app, auth, "GET", `/games/${gameId}/state`)).board
    .dice;
}

async function audit(h: Harness, auth: string, gameId: string): Promise<Entry[]> {
  return json<{ entries: Entry[] }>(await call(h.app, auth, "GET", `/games/${gameId}/audit`)).entries;
}

describe("player entropy", () => {
  test("entropy changes the rolls that follow it, and only those", async (t) => {
    const h = await pinned(t);
    const plain = await startGame(h.app, "yacht", 2);
    const mixed = await startGame(h.app, "yacht", 2);
    const early = await startGame(h.app, "yacht", 2);
    const [a, b, c] = [plain, mixed, early].map((g) => g.players[0] as string) as [string, string, string];
    await roll(h, a, plain.gameId);
    await roll(h, b, mixed.gameId);
    await roll(h, c, early.gameId, ENTROPY);
    assert.deepEqual(
      await dice(h, b, mixed.gameId),
      await dice(h, a, plain.gameId),
      "same seed, same first roll",
    );
    assert.notDeepEqual(
      await dice(h, c, early.gameId),
      await dice(h, a, plain.gameId),
      "entropy changes its own roll",
    );
    await roll(h, a, plain.gameId);
    assert.equal((await roll(h, b, mixed.gameId, ENTROPY)).statusCode, 200);
    assert.notDeepEqual(
      await dice(h, b, mixed.gameId),
      await dice(h, a, plain.gameId),
      "and the rolls after it",
    );
    const recorded = (await audit(h, b, mixed.gameId)).filter((e) => e.kind === "action");
    assert.deepEqual(
      recorded.map((e) => e.entropy ?? null),
      [null, ENTROPY],
    );
  });

  test("a contribution is recorded once under retries; the same action id with other entropy is refused", async (t) => {
    const h = await pinned(t);
    const { gameId, players } = await startGame(h.app, "yacht", 2);
    const ann = players[0] as string;
    const id = randomUUID();
    const first = await roll(h, ann, gameId, ENTROPY, id);
    const again = await roll(h, ann, gameId, ENTROPY.toUpperCase(), id);
    assert.equal(again.statusCode, 200);
    assert.deepEqual(json(again), json(first));
    const other = await roll(h, ann, gameId, OTHER, id);
    assert.equal(other.statusCode, 422);
    assert.equal(json<{ code: string }>(other).code, "action_id_reused");
    const entries = (await audit(h, ann, gameId)).filter((e) => e.entropy);
    assert.equal(entries.length, 1);
  });

  test("entropy sent with the start changes the setup's rolls, and a game played with entropy verifies", async (t) => {
    const h = await pinned(t);
    const table = await startGame(h.app, "liars-dice", 2);
    const started = await call(h.app, table.players[0] as string, "GET", `/games/${table.gameId}/state`);
    const fresh = await seatAndStart(h, ENTROPY);
    const own = (s: { body: string }) => json<{ board: unknown }>(s).board;
    const plainBoard = own(started);
    const mixedBoard = own(await call(h.app, fresh.host, "GET", `/games/${fresh.gameId}/state`));
    assert.notDeepEqual(mixedBoard, plainBoard);
    const entries = await audit(h, fresh.host, fresh.gameId);
    assert.equal(entries.find((e) => e.kind === "game_started")?.entropy, ENTROPY);

    const yacht = await startGame(h.app, "yacht", 2);
    await playToEnd(h.app, yacht, yacht.gameId, 5000, () => ({ entropy: randomBytes(16).toString("hex") }));
    const replay = json<{ verified: boolean }>(
      await call(h.app, yacht.players[0] as string, "GET", `/games/${yacht.gameId}/replay`),
    );
    assert.equal(replay.verified, true);
  });

  test("malformed entropy is refused with 400", async (t) => {
    const h = await pinned(t);
    const { gameId, players } = await startGame(h.app, "yacht", 2);
    for (const entropy of ["abc", "zz".repeat(20), "0".repeat(130)]) {
      const res = await roll(h, players[0] as string, gameId, entropy);
      assert.equal(res.statusCode, 400, entropy);
      assert.equal(json<{ code: string }>(res).code, "invalid_request");
    }
  });
});

/** A fresh two-player session whose liar's dice game starts with `entropy`. */
async function seatAndStart(h: Harness, entropy: string) {
  const host = json<{ guest_token: string }>(
    await h.app.inject({ method: "POST", url: "/api/v1/auth/guest", payload: {} }),
  ).guest_token;
  const auth = `Guest ${host}`;
  const session = json<{ id: string; invite_code: string }>(await call(h.app, auth, "POST", "/sessions", {}));
  const guest = `Guest ${json<{ guest_token: string }>(await h.app.inject({ method: "POST", url: "/api/v1/auth/guest", payload: {} })).guest_token}`;
  await call(h.app, guest, "POST", "/sessions/join", { invite_code: session.invite_code });
  const res = await call(h.app, auth, "POST", `/sessions/${session.id}/games`, {
    plugin_id: "liars-dice",
    entropy,
  });
  assert.equal(res.statusCode, 201, res.body);
  return { host: auth, gameId: json<{ id: string }>(res).id };
}
