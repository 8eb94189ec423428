import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { before, describe, type TestContext, test } from "node:test";
import { promisify } from "node:util";
import { gunzipSync } from "node:zlib";
import type { App } from "../../api/create-app.ts";
import type { Store } from "../../src/db/store.ts";
import type { GameExport } from "../../src/documents/game-export-document.ts";
import { monthSpan, type OpenGamesHeader, writeMonthExport } from "../../src/proofs/open-data.ts";
import { verifyExport } from "../../src/proofs/verify-export.ts";
import { assertBuilt } from "../support/built.ts";
import { playToEnd } from "../support/play.ts";
import { call, createTestApp, guest, json } from "../support/test-app.ts";

const run = promisify(execFile);
const DAY = 24 * 60 * 60 * 1000;
const NAMES = ["Alice Nightingale", "Bob Quartermaine", "Carol Underhill"];

/** A session `host` opens and `joiner` joins; a game of pig starts in it. */
async function startPig(app: App, host: string, joiner: string) {
  const session = json<{ id: string; invite_code: string; participants: { id: string }[] }>(
    await call(app, host, "POST", "/sessions", { max_players: 2 }),
  );
  const joined = json<{ participant: { id: string } }>(
    await call(app, joiner, "POST", "/sessions/join", { invite_code: session.invite_code }),
  );
  const started = await call(app, host, "POST", `/sessions/${session.id}/games`, { plugin_id: "pig" });
  assert.equal(started.statusCode, 201, started.body);
  return {
    sessionId: session.id,
    inviteCode: session.invite_code,
    players: [host, joiner],
    participantIds: [session.participants[0]?.id as string, joined.participant.id],
    gameId: json<{ id: string }>(started).id,
  };
}

/** A pig game between `host` and `joiner` played to its end, every move with fresh entropy. */
async function finishedPig(app: App, host: string, joiner: string) {
  const table = await startPig(app, host, joiner);
  await playToEnd(app, table, table.gameId, 5000, () => ({ entropy: randomBytes(16).toString("hex") }));
  return table;
}

/** Writes `month` of `store` to a fresh file; resolves to its header and its games. */
async function exported(t: TestContext, store: Store, month: string, nowMs: number) {
  const dir = mkdtempSync(join(tmpdir(), "open-data-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const out = join(dir, `${month}.ndjson.gz`);
  const count = await writeMonthExport(store, monthSpan(month, nowMs), out, nowMs);
  const text = gunzipSync(readFileSync(out)).toString("utf8");
  const [first, ...rest] = text.trimEnd().split("\n");
  const header = JSON.parse(first as string) as OpenGamesHeader;
  return { count, text, header, games: rest.map((line) => JSON.parse(line) as GameExport) };
}

/** The pseudonym of `participantId`'s seat in `game`. */
function nameIn(games: readonly GameExport[], gameId: string, participantId: string): string {
  const game = games.find((g) => g.game_id === gameId);
  const seat = game?.players.find((p) => p.participant_id === participantId);
  assert.ok(seat, `${participantId} sits in ${gameId}`);
  return seat.name;
}

/** Runs the export-games command, as built, with `args`; resolves to its exit code and error output. */
async function exportGamesCli(args: string[]): Promise<{ code: number; err: string }> {
  try {
    await run(process.execPath, ["dist/scripts/export-games.js", ...args]);
    return { code: 0, err: "" };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, err: failed.stderr };
  }
}

describe("a month of games as open data", () => {
  before(assertBuilt);

  test("the month's finished and aborted games, pseudonymised, each line verifying offline", async (t) => {
    const { app, store, clock } = await createTestApp(t);
    const [a, b, c] = (await Promise.all(NAMES.map((name) => guest(app, name)))) as [string, string, string];
    const first = await finishedPig(app, a, b);
    assert.equal((await call(app, b, "POST", `/sessions/${first.sessionId}/leave`)).statusCode, 200);
    const second = await finishedPig(app, c, b);
    const aborted = await startPig(app, a, c);
    assert.equal((await call(app, a, "POST", `/sessions/${aborted.sessionId}/close`)).statusCode, 200);
    await startPig(app, c, a);
    clock.advance(10 * DAY);
    const december = await finishedPig(app, a, b);

    const file = await exported(t, store, "2026-11", clock.now());
    assert.equal(file.count, 3);
    assert.deepEqual(file.header, {
      format: "dice-board/open-games/v1",
      license: "CC0-1.0",
      license_url: "https://creativecommons.org/publicdomain/zero/1.0/",
      month: "2026-11",
      games: 3,
      generated_at: new Date(clock.now()).toISOString(),
    });
    const ids = file.games.map((g) => g.game_id);
    assert.deepEqual([...ids].sort(), [first.gameId, second.gameId, aborted.gameId].sort());
    assert.ok(!ids.includes(december.gameId), "a game of December is not in November's file");
    assert.equal(file.games.find((g) => g.game_id === aborted.gameId)?.status, "aborted");
    for (const game of file.games) {
      assert.deepEqual(verifyExport(game).problems, [], game.game_id);
      if (game.status === "finished") assert.ok(game.entropy.length > 0 && game.rng_seed.length > 0);
    }

    const [ap, bp] = first.participantIds as [string, string];
    const [cp, bp2] = second.participantIds as [string, string];
    const bobs = nameIn(file.games, first.gameId, bp);
    assert.match(bobs, /^p_[0-9a-f]{16}$/);
    assert.equal(nameIn(file.games, second.gameId, bp2), bobs, "Bob, who left, keeps his pseudonym");
    assert.equal(
      nameIn(file.games, aborted.gameId, aborted.participantIds[0] as string),
      nameIn(file.games, first.gameId, ap),
    );
    assert.equal(
      nameIn(file.games, aborted.gameId, aborted.participantIds[1] as string),
      nameIn(file.games, second.gameId, cp),
    );
    assert.equal(new Set(file.games.flatMap((g) => g.players.map((p) => p.name))).size, 3);

    const users = await store.db.selectFrom("users").select("id").execute();
    for (const personal of [...NAMES, ...users.map((u) => u.id)])
      assert.ok(!file.text.includes(personal), `${personal} is not in the file`);

    const again = await exported(t, store, "2026-11", clock.now());
    assert.notEqual(nameIn(again.games, first.gameId, bp), bobs, "another file, unrelated pseudonyms");
  });

  test("a month not over yet, a malformed month or a missing path is refused", async () => {
    const now = Date.parse("2026-11-22T12:00:00Z");
    assert.deepEqual(monthSpan("2026-10", now), {
      month: "2026-10",
      from: "2026-10-01T00:00:00.000Z",
      to: "2026-11-01T00:00:00.000Z",
    });
    assert.throws(() => monthSpan("2026-11", now), /2026-11 has not ended yet/);
    assert.throws(() => monthSpan("2026-1", now), /--month must be a month as YYYY-MM/);
    const bad = await exportGamesCli(["--month", "November", "--out", "x.ndjson.gz"]);
    assert.equal(bad.code, 2);
    assert.match(bad.err, /--month must be a month as YYYY-MM \(e\.g\. 2026-11\), got "November"/);
    const missing = await exportGamesCli(["--month", "2026-10"]);
    assert.equal(missing.code, 2);
    assert.match(missing.err, /--out is missing\nusage: npm run export-games/);
  });
});
