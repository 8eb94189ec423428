import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { describe, test } from "node:test";
import WebSocket from "ws";
import { channelClient, connectChannel } from "../support/channel-client.ts";
import { startGame } from "../support/play.ts";
import { createTestApp } from "../support/test-app.ts";

/** Resolves at the `n`-th ping the socket receives; rejects if it closes first. */
function pingsReceived(socket: WebSocket, n: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let count = 0;
    socket.on("ping", () => {
      if (++count === n) resolve();
    });
    socket.once("close", () => reject(new Error(`closed after ${count} pings`)));
  });
}

describe("the WebSocket channel's limits", () => {
  test("over TCP: a frame over 16 KB closes with 1009, one that never authenticates is closed, one that answers no ping is dropped", async (t) => {
    const { app } = await createTestApp(t, { WS_AUTH_TIMEOUT_MS: "300", WS_PING_INTERVAL_MS: "200" });
    const { players } = await startGame(app, "tic-tac-toe", 2);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1/ws`;
    const open = async (options: WebSocket.ClientOptions = {}) => {
      const socket = new WebSocket(url, options);
      await once(socket, "open");
      return channelClient(socket);
    };
    const big = await open();
    big.send({ type: "auth", authorization: `Guest ${"x".repeat(17 * 1024)}` });
    assert.equal(await big.closed, 1009);
    const silent = await open();
    assert.equal(await silent.closed, 1008);
    const deaf = await open({ autoPong: false });
    deaf.send({ type: "auth", authorization: players[0] });
    await deaf.next((f) => f.type === "ready");
    assert.equal(await deaf.closed, 1006);
    const alive = await open();
    const secondPing = pingsReceived(alive.socket, 2);
    alive.send({ type: "auth", authorization: players[0] });
    await alive.next((f) => f.type === "ready");
    // The server sends a second ping only to a connection that answered the first: there it cut the deaf one.
    await secondPing;
    assert.equal(alive.socket.readyState, WebSocket.OPEN);
    alive.socket.close();
  });

  test("a client that floods one connection is refused past 64 waiting requests, and every request is answered", async (t) => {
    const { app } = await createTestApp(t);
    const { gameId, players } = await startGame(app, "tic-tac-toe", 2);
    const client = await connectChannel(app, players[0] as string);
    for (let i = 0; i < 200; i++) client.send({ type: "state", ref: `r${i}`, game_id: gameId });
    const refused = await client.next((f) => f.type === "error" && f.status === 429);
    assert.equal((refused.body as { code: string }).code, "rate_limited");
    await client.next((f) => f.type === "result" && f.ref === "r63");
    for (let i = 0; i < 100 && client.pending().length < 198; i++)
      await new Promise((r) => setTimeout(r, 20));
    assert.equal(client.pending().length, 198, "every frame got a result or an error");
    client.socket.terminate();
  });

  test("writes share the REST rate limit of the principal and answer 429 with retry_after", async (t) => {
    const { app } = await createTestApp(t, { RATE_LIMIT_ACTIONS_MAX: "3" });
    const { gameId, players } = await startGame(app, "tic-tac-toe", 2);
    const ann = players[0] as string;
    const client = await connectChannel(app, ann);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await client.request({
        type: "act",
        game_id: gameId,
        action_id: randomUUID(),
        action_type: "choose_cell",
        payload: { cell: i },
      });
      statuses.push(answer.status);
      if (answer.status === 429) {
        assert.equal(answer.body.code, "rate_limited");
        assert.ok((answer.retry_after as number) >= 1);
      }
    }
    // The session's creation, join and start counted too: the limit is the principal's, whichever door.
    assert.ok(statuses.includes(429), statuses.join(","));
  });
});
