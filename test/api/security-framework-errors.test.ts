import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { connect } from "node:net";
import { describe, test } from "node:test";
import { readState, startGame } from "../support/play.ts";
import { call, createTestApp, guest } from "../support/test-app.ts";
import { assertProblem } from "./security-support.ts";

/** Sends raw bytes to a listening app and resolves with everything it answers before closing. */
function rawExchange(port: number, send: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(answer));
    socket.write(send);
  });
}

describe("framework errors are problem+json", () => {
  test("bad percent-encoding 400, over-long path parameter 414, unsupported type 415, bad JSON 400", async (t) => {
    const { app } = await createTestApp(t);
    const auth = await guest(app);
    assertProblem(
      await app.inject({ method: "GET", url: "/api/v1/sessions/%E0%A4%A" }),
      400,
      "invalid_request",
    );
    assertProblem(await call(app, auth, "GET", `/sessions/${"a".repeat(500)}`), 414, "uri_too_long");
    const typed = (type: string, payload: string) =>
      app.inject({ method: "POST", url: "/api/v1/auth/guest", headers: { "content-type": type }, payload });
    assertProblem(await typed("text/xml", "<a/>"), 415, "unsupported_media_type");
    assertProblem(await typed("application/json", "{"), 400, "invalid_json");
  });

  test("a payload nested thousands deep is 400 and changes nothing", async (t) => {
    const { app } = await createTestApp(t);
    const { gameId, players } = await startGame(app, "pig", 2);
    for (const depth of [40, 5000]) {
      const payload = `{"action_id":"${randomUUID()}","action_type":"roll_dice","payload":${'{"a":'.repeat(depth)}1${"}".repeat(depth)}}`;
      const res = await app.inject({
        method: "POST",
        url: `/api/v1/games/${gameId}/actions`,
        headers: { authorization: players[0] as string, "content-type": "application/json" },
        payload,
      });
      assertProblem(res, 400, "invalid_request");
    }
    assert.equal((await readState(app, players[0] as string, gameId)).version, 1);
  });

  test("on a real listener: a body that never finishes is 408, oversized headers 431", async (t) => {
    const { app } = await createTestApp(t, {
      HTTP_REQUEST_TIMEOUT_MS: "1000",
      HTTP_HEADERS_TIMEOUT_MS: "1000",
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as { port: number };
    const stalled = await rawExchange(
      port,
      'POST /api/v1/auth/guest HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"display',
    );
    assert.match(stalled, /^HTTP\/1\.1 408 /);
    assert.match(stalled, /application\/problem\+json/);
    assert.match(stalled, /"code":"request_timeout"/);
    const huge = await rawExchange(
      port,
      `GET /api/v1/plugins HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    );
    assert.match(huge, /^HTTP\/1\.1 431 /);
    assert.match(huge, /"code":"headers_too_large"/);
  });
});
