import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import { createLogger } from "../../platform/logger.ts";
import { centerOf } from "../../src/drawing/theme.ts";
import { seatColor } from "../../src/games/palette.ts";
import { GAME_PLUGINS } from "../../src/games/registry.ts";
import { renderInputOf } from "../../src/images/board-images.ts";
import { createBoardRenderer } from "../../src/render/render-board.ts";
import { decode, expectColor, FONT_DIR, readHeader } from "../render/render-support.ts";
import { storedGame } from "../support/game-audit.ts";
import { pickAction, playToEnd, RANDOM_PLAY_LIMITS, readState, startGame } from "../support/play.ts";
import { pipelined, rawGet } from "../support/raw-http.ts";
import { call, createTestApp, guest, json } from "../support/test-app.ts";

type App = Parameters<typeof call>[0];
const image = (app: App, auth: string, gameId: string, query = "", headers: Record<string, string> = {}) =>
  call(app, auth, "GET", `/media/render/${gameId}${query}`, undefined, headers);

function assertTelegramPhoto(body: Buffer, format: "png" | "webp") {
  const header = readHeader(body);
  assert.equal(header.format, format);
  assert.equal(header.width, 800);
  assert.ok(header.width + header.height <= 10_000);
  assert.ok(header.height / header.width <= 20);
  assert.ok(body.length < 10 * 1024 * 1024);
}

describe("GET /media/render/{game_id}", () => {
  for (const plugin of GAME_PLUGINS) {
    test(`${plugin.id}: png and webp at the start, in the middle and at the end`, async (t) => {
      const { app } = await createTestApp(t, RANDOM_PLAY_LIMITS);
      const table = await startGame(app, plugin.id, Math.min(plugin.max_players, 4));
      const host = table.players[0] as string;
      const check = async () => {
        for (const format of ["png", "webp"] as const) {
          const res = await image(app, host, table.gameId, `?format=${format}`);
          assert.equal(res.statusCode, 200);
          assert.equal(res.headers["content-type"], `image/${format}`);
          assertTelegramPhoto(res.rawPayload, format);
        }
      };
      await check();
      // Backgammon's opening roll may give the first move to another seat than the host's.
      const first = (await readState(app, host, table.gameId)).turn?.seat ?? 0;
      const mover = table.players[first] as string;
      const move = pickAction(await readState(app, mover, table.gameId));
      assert.equal(
        (
          await call(app, mover, "POST", `/games/${table.gameId}/actions`, {
            action_id: randomUUID(),
            ...move,
          })
        ).statusCode,
        200,
      );
      await check();
      await playToEnd(app, table, table.gameId);
      await check();
    });
  }

  test("the mark just chosen is drawn in its cell in the mover's colour", async (t) => {
    const { app, store } = await createTestApp(t);
    const { gameId, players } = await startGame(app, "tic-tac-toe", 2);
    const host = players[0] as string;
    await call(app, host, "POST", `/games/${gameId}/actions`, {
      action_id: randomUUID(),
      action_type: "choose_cell",
      payload: { cell: 4 },
    });
    const layout = createBoardRenderer({ fontDir: FONT_DIR }).layout(
      renderInputOf(await storedGame(store, gameId)),
    );
    assert.equal(layout.geometry.kind, "grid");
    const cell = layout.geometry.kind === "grid" ? layout.geometry.cells[4] : undefined;
    const { x, y } = centerOf(cell as NonNullable<typeof cell>);
    for (const format of ["png", "webp"]) {
      const pixels = await decode((await image(app, host, gameId, `?format=${format}`)).rawPayload);
      expectColor(pixels, x, y, seatColor(0), `X in cell 4 (${format})`);
    }
  });

  test("ETag per game, version, seat names and format; If-None-Match gets 304", async (t) => {
    const { app } = await createTestApp(t);
    const { gameId, players } = await startGame(app, "pig", 2);
    const host = players[0] as string;
    const first = await image(app, host, gameId);
    const etag = String(first.headers.etag);
    assert.match(etag, new RegExp(`^"${gameId}\\.1\\.[0-9a-f]{8}\\.png"$`));
    const again = await image(app, host, gameId, "", { "if-none-match": etag });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, "");
    assert.notEqual((await image(app, host, gameId, "?format=webp")).headers.etag, etag);
    await call(app, host, "POST", `/games/${gameId}/actions`, {
      action_id: randomUUID(),
      action_type: "roll_dice",
    });
    assert.equal((await image(app, host, gameId, "", { "if-none-match": etag })).statusCode, 200);
    const renamed = String((await image(app, host, gameId)).headers.etag);
    await call(app, players[1] as string, "DELETE", "/users/me");
    assert.notEqual(
      String((await image(app, host, gameId)).headers.etag),
      renamed,
      "an erased name is drawn anew",
    );
  });

  test("errors: bad format 400, unknown game 404, outsider 403, no credential 401", async (t) => {
    const { app } = await createTestApp(t);
    const { gameId, players } = await startGame(app, "pig", 2);
    const bad = await image(app, players[0] as string, gameId, "?format=gif");
    assert.equal(bad.statusCode, 400);
    assert.match(String(json(bad).detail), /format/);
    assert.equal((await image(app, players[0] as string, randomUUID())).statusCode, 404);
    assert.equal((await image(app, await guest(app), gameId)).statusCode, 403);
    const anonymous = await app.inject({ method: "GET", url: `/api/v1/media/render/${gameId}` });
    assert.equal(anonymous.statusCode, 401);
  });

  test("Accept: application/json gives a signed, expiring URL that needs no credential", async (t) => {
    const { app, clock } = await createTestApp(t, { MEDIA_URL_TTL_SECONDS: "60" });
    const { gameId, players } = await startGame(app, "yacht", 2);
    const res = await image(app, players[0] as string, gameId, "?format=webp", {
      accept: "application/json",
    });
    assert.equal(res.statusCode, 200);
    const { url, expires_at, version } = json<{ url: string; expires_at: string; version: number }>(res);
    assert.equal(version, 1);
    assert.equal(expires_at, new Date(clock.now() + 60_000).toISOString());
    const path = new URL(url).pathname + new URL(url).search;
    const signed = await app.inject({ method: "GET", url: path });
    assert.equal(signed.statusCode, 200);
    assert.equal(signed.headers["content-type"], "image/webp");
    const tampered = await app.inject({ method: "GET", url: path.replace("format=webp", "format=png") });
    assert.equal(tampered.statusCode, 403);
    assert.equal(json(tampered).code, "media_url_invalid");
    clock.advance(61_000);
    assert.equal((await app.inject({ method: "GET", url: path })).statusCode, 403);
  });

  test("a signed URL's signature never reaches the request log", async (t) => {
    const lines: string[] = [];
    const logger = createLogger({
      level: "info",
      format: "json",
      destination: { write: (line: string) => void lines.push(line) },
    });
    const { app } = await createTestApp(t, {}, logger);
    const { gameId, players } = await startGame(app, "pig", 2);
    const res = await image(app, players[0] as string, gameId, "", { accept: "application/json" });
    const url = new URL(json<{ url: string }>(res).url);
    const sig = url.searchParams.get("sig") as string;
    assert.equal((await app.inject({ method: "GET", url: url.pathname + url.search })).statusCode, 200);
    const log = lines.join("");
    assert.match(log, /sig=\[redacted\]/);
    assert.ok(!log.includes(sig));
  });

  test("concurrent requests for one version share one render", async (t) => {
    const { app, core } = await createTestApp(t);
    const { gameId, players } = await startGame(app, "snakes-and-ladders", 2);
    const before = core.boards.cacheStats().misses;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => image(app, players[0] as string, gameId)),
    );
    assert.ok(results.every((r) => r.statusCode === 200));
    assert.equal(core.boards.cacheStats().misses - before, 1);
  });
});

test("a 304 has no body and no length: a 304, the image and a 304 pipelined on one connection all come back whole", async (t) => {
  const { app } = await createTestApp(t);
  const table = await startGame(app, "tic-tac-toe", 2);
  const host = table.players[0] as string;
  const first = await image(app, host, table.gameId);
  const etag = String(first.headers.etag);
  const path = `/api/v1/media/render/${table.gameId}`;
  const revalidate = rawGet(path, { authorization: host, "if-none-match": etag });
  const answers = await pipelined(app, [revalidate, rawGet(path, { authorization: host }), revalidate]);
  assert.deepEqual(
    answers.map((a) => a.status),
    [304, 200, 304],
  );
  for (const answer of [answers[0], answers[2]]) {
    assert.equal(answer?.headers["content-length"], undefined);
    assert.equal(answer?.headers["content-type"], undefined);
    assert.equal(answer?.headers.etag, etag);
    assert.equal(answer?.body.length, 0);
  }
  assert.deepEqual(answers[1]?.body, first.rawPayload);
});
