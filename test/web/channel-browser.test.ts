import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page, WebSocketRoute } from "playwright-core";
import { browserPair, connectionCutter, signInAsGuest } from "../support/browser-pair.ts";
import { chromiumSkip } from "../support/chromium.ts";
import { createTestApp } from "../support/test-app.ts";

/** What a page sent its server: REST moves, SSE streams (their queries), and the channel's frames by type. */
function watchTraffic(page: Page) {
  const seen = { restMoves: 0, sseStreams: [] as URLSearchParams[], frames: [] as string[] };
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() === "POST" && /^\/api\/v1\/games\/[^/]+\/actions$/.test(url.pathname))
      seen.restMoves++;
    if (/^\/api\/v1\/sessions\/[^/]+\/events$/.test(url.pathname)) seen.sseStreams.push(url.searchParams);
  });
  page.on("websocket", (socket) =>
    socket.on("framesent", ({ payload }) => seen.frames.push(JSON.parse(String(payload)).type)),
  );
  return seen;
}

type Traffic = ReturnType<typeof watchTraffic>;

const cellMarked = (page: Page, cell: number) => page.waitForSelector(`[data-cell="${cell}"] svg`);

/** Ann creates a session, Bob joins it from the link, and both pages show it live over `transport`. */
async function meet(origin: string, ann: Page, bob: Page, transport: "ws" | "sse") {
  await ann.goto(`${origin}/play`);
  await signInAsGuest(ann, "Ann");
  await ann.click('text="Create"');
  const link = await (await ann.waitForSelector("[data-web-link]")).inputValue();
  await bob.goto(link);
  await signInAsGuest(bob, "Bob");
  for (const page of [ann, bob])
    await page.waitForSelector(`[data-connection="live"][data-transport="${transport}"]`);
  await ann.waitForSelector('.people li:has-text("Bob")');
}

/**
 * Ann picks tic-tac-toe and wins it on the diagonal 2-4-6; each move shows on
 * the other page. `afterTwoMoves` runs between Bob's first move and Ann's second.
 */
async function playToAnnsWin(ann: Page, bob: Page, afterTwoMoves = () => {}) {
  await ann.click('[data-plugin="tic-tac-toe"]');
  await bob.waitForSelector('text="Ann\'s turn"');
  const moves: Array<[Page, Page, number]> = [
    [ann, bob, 4],
    [bob, ann, 0],
    [ann, bob, 2],
    [bob, ann, 1],
    [ann, bob, 6],
  ];
  for (const [mover, watcher, cell] of moves) {
    if (cell === 2) afterTwoMoves();
    await mover.click(`[data-cell="${cell}"]`);
    await cellMarked(watcher, cell);
  }
  for (const page of [ann, bob]) await page.waitForSelector('text="Ann won!"');
}

test("two browsers play tic-tac-toe over the WebSocket channel: moves and events go over the socket", {
  skip: chromiumSkip,
}, async (t) => {
  const { app } = await createTestApp(t);
  const { origin, ann, bob, errors } = await browserPair(t, app);
  const traffic = [ann, bob].map(watchTraffic);

  await meet(origin, ann, bob, "ws");
  await playToAnnsWin(ann, bob);

  for (const seen of traffic) {
    assert.equal(seen.restMoves, 0, "no move was POSTed");
    assert.deepEqual(seen.sseStreams, [], "no SSE stream was opened");
    assert.equal(seen.frames.filter((type) => type === "auth").length, 1, "one connection per page");
    assert.ok(seen.frames.includes("subscribe"));
  }
  assert.equal(traffic.flatMap((seen) => seen.frames).filter((type) => type === "act").length, 5);
  assert.deepEqual(errors.flat(), []);
});

test("when the WebSocket cannot connect, the pages play over SSE and REST; a cut stream resumes with last_event_id", {
  skip: chromiumSkip,
}, async (t) => {
  const { app } = await createTestApp(t);
  const cutConnections = connectionCutter(app);
  const { origin, ann, bob, errors } = await browserPair(t, app);
  // Ann's browser has no usable WebSocket (the constructor throws); Bob's socket closes before ready.
  await ann.addInitScript(() => {
    window.WebSocket = class {
      constructor() {
        throw new Error("WebSocket is blocked here");
      }
    } as unknown as typeof WebSocket;
  });
  await bob.routeWebSocket(/\/api\/v1\/ws$/, (socket) => socket.close());
  const traffic = [ann, bob].map(watchTraffic);

  await meet(origin, ann, bob, "sse");
  // Every open connection drops midway, as on a network loss.
  await playToAnnsWin(ann, bob, () => {
    cutConnections();
  });

  const [annSeen, bobSeen] = traffic as [Traffic, Traffic];
  assert.equal(annSeen.restMoves, 3);
  assert.equal(bobSeen.restMoves, 2);
  for (const seen of traffic) {
    assert.ok(
      seen.sseStreams.some((query) => query.has("last_event_id")),
      "the SSE stream resumed",
    );
    assert.equal(seen.frames.filter((type) => type === "act").length, 0);
  }
  // The cut streams are reported by the browser as network errors; nothing else may show up.
  const unexpected = errors.flat().filter((e) => !e.includes("net::ERR_INCOMPLETE_CHUNKED_ENCODING"));
  assert.deepEqual(unexpected, []);
});

test("a page whose channel stops reconnecting mid-game carries on over SSE from its last event", {
  skip: chromiumSkip,
}, async (t) => {
  const { app } = await createTestApp(t);
  const { origin, ann, bob, errors } = await browserPair(t, app);
  // Bob's first socket reaches the server; every later one closes before ready.
  const bobSockets: WebSocketRoute[] = [];
  await bob.routeWebSocket(/\/api\/v1\/ws$/, (socket) => {
    bobSockets.push(socket);
    if (bobSockets.length === 1) socket.connectToServer();
    else void socket.close();
  });
  const [annSeen, bobSeen] = [ann, bob].map(watchTraffic) as [Traffic, Traffic];

  await meet(origin, ann, bob, "ws");
  await playToAnnsWin(ann, bob, () => void bobSockets[0]?.close());

  assert.equal(await bob.getAttribute("[data-connection]", "data-transport"), "sse");
  assert.ok(bobSockets.length > 2, "Bob's page tried to reconnect before falling back");
  assert.ok(
    bobSeen.sseStreams.some((query) => query.has("last_event_id")),
    "the SSE stream resumed",
  );
  assert.equal(await ann.getAttribute("[data-connection]", "data-transport"), "ws");
  assert.equal(annSeen.restMoves, 0);
  assert.deepEqual(errors.flat(), []);
});
