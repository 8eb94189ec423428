import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";
import { DiagnosticSeverity, Parser } from "@asyncapi/parser";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { CLIENT_MESSAGES } from "../../api/channel/client-messages.ts";
import { SERVER_MESSAGES } from "../../src/documents/channel-messages.ts";
import { channelClient, connectChannel } from "../support/channel-client.ts";
import { startGame } from "../support/play.ts";
import { createTestApp, json } from "../support/test-app.ts";

type Json = Record<string, unknown>;

interface AsyncApi {
  readonly asyncapi: string;
  readonly channels: Record<string, { address: string; messages: Record<string, { $ref: string }> }>;
  readonly operations: Record<
    string,
    { action: "send" | "receive"; messages: { $ref: string }[]; reply?: { messages: { $ref: string }[] } }
  >;
  readonly components: { messages: Record<string, { payload: Json }>; schemas: Record<string, Json> };
}

async function servedDocument(t: Parameters<typeof createTestApp>[0]) {
  const harness = await createTestApp(t);
  const res = await harness.app.inject({ method: "GET", url: "/api/v1/asyncapi.json" });
  assert.equal(res.statusCode, 200);
  return { ...harness, doc: json<AsyncApi>(res), source: res.body };
}

const messageName = (ref: string) => ref.split("/").at(-1) as string;

test("the served AsyncAPI document lints clean with @asyncapi/parser", async (t) => {
  const { source } = await servedDocument(t);
  const parser = new Parser();
  const { document, diagnostics } = await parser.parse(source);
  // Information and hints are left: the only one is that AsyncAPI 3.1.0 exists.
  const problems = diagnostics
    .filter((d) => d.severity === DiagnosticSeverity.Error || d.severity === DiagnosticSeverity.Warning)
    .map((d) => `${d.code} at ${d.path.join(".")}: ${d.message}`);
  assert.deepEqual(problems, []);
  assert.ok(document, "the document did not parse");
  assert.equal(document.version(), "3.0.0");
  const names = document
    .allMessages()
    .all()
    .map((m) => m.name());
  assert.deepEqual(names.sort(), [...Object.keys(CLIENT_MESSAGES), ...Object.keys(SERVER_MESSAGES)].sort());
});

test("every client message is an operation the server receives, and every server message is sent or replied", async (t) => {
  const { doc } = await servedDocument(t);
  const channel = doc.channels.play;
  assert.equal(channel?.address, "/api/v1/ws");
  const operations = Object.values(doc.operations);
  const received = operations
    .filter((op) => op.action === "receive")
    .flatMap((op) => op.messages.map((m) => messageName(m.$ref)));
  const sent = operations.flatMap((op) =>
    op.action === "send"
      ? op.messages.map((m) => messageName(m.$ref))
      : (op.reply?.messages ?? []).map((m) => messageName(m.$ref)),
  );
  for (const type of Object.keys(CLIENT_MESSAGES)) {
    assert.ok(received.includes(type), `no operation receives ${type}`);
    assert.ok(channel.messages[type], `the channel does not list ${type}`);
  }
  for (const type of Object.keys(SERVER_MESSAGES)) {
    assert.ok(sent.includes(type), `no operation sends or replies ${type}`);
    assert.ok(channel.messages[type], `the channel does not list ${type}`);
  }
  for (const [type, message] of Object.entries(doc.components.messages)) {
    const payloadType = (message.payload.properties as Record<string, Json>).type;
    assert.equal(payloadType?.const, type, `${type}'s payload has another type`);
  }
});

test("real frames from the channel match their message's payload schema", async (t) => {
  const { app, doc } = await servedDocument(t);
  const ajv = new Ajv2020({ strict: false });
  addFormats.default(ajv);
  ajv.addSchema({ $id: "asyncapi", components: doc.components } as never);
  const check = (name: string, frame: Json) => {
    const validate = ajv.getSchema(`asyncapi#/components/messages/${name}/payload`);
    assert.ok(validate, `no payload for ${name}`);
    assert.ok(validate(frame), `${name}: ${JSON.stringify(validate.errors)} in ${JSON.stringify(frame)}`);
  };
  const stateDocument = ajv.getSchema("asyncapi#/components/schemas/StateDocument");
  assert.ok(stateDocument);
  const checkState = (what: string, state: unknown) =>
    assert.ok(stateDocument(state), `${what}: ${JSON.stringify(stateDocument.errors)}`);

  const { gameId, sessionId, players } = await startGame(app, "tic-tac-toe", 2);
  const [ann, bob] = players as [string, string];

  // What the channel accepts, the document accepts.
  const requests = [
    { type: "auth", authorization: ann },
    { type: "act", ref: "a", game_id: gameId, action_id: randomUUID(), action_type: "choose_cell" },
    { type: "state", ref: "s", game_id: gameId },
    { type: "subscribe", ref: "b", session_id: sessionId, last_event_id: 0 },
    { type: "unsubscribe", ref: "u", session_id: sessionId },
  ];
  for (const message of requests) check(message.type, message);

  const early = channelClient(await app.injectWS("/api/v1/ws"));
  early.send({ type: "state", ref: "early", game_id: gameId });
  check("error", await early.next((f) => f.type === "error"));
  early.send({ type: "auth", authorization: bob });
  check("ready", await early.next((f) => f.type === "ready"));

  const watcher = await connectChannel(app, bob);
  const subscribed = await watcher.request({ type: "subscribe", session_id: sessionId });
  check("result", subscribed);
  const snapshot = await watcher.next((f) => f.type === "event" && f.event === "snapshot");
  check("event", snapshot);
  checkState("snapshot", (snapshot.data as Json).state);

  const mover = await connectChannel(app, ann);
  const move = { action_id: randomUUID(), action_type: "choose_cell", payload: { cell: 4 } };
  const applied = await mover.request({ type: "act", game_id: gameId, ...move });
  assert.equal(applied.status, 200);
  check("result", applied);
  checkState("act", applied.body.state);
  const refused = await mover.request({ type: "act", game_id: gameId, ...move, action_id: randomUUID() });
  assert.equal(refused.status, 409);
  check("result", refused);
  const problem = ajv.getSchema("asyncapi#/components/schemas/Problem");
  assert.ok(problem?.(refused.body), JSON.stringify(problem?.errors));
  const read = await mover.request({ type: "state", game_id: gameId });
  check("result", read);
  checkState("state", read.body);

  for (const event of ["action_applied", "turn"]) {
    const frame = await watcher.next((f) => f.type === "event" && f.event === event);
    check("event", frame);
    if (event === "action_applied") checkState(event, (frame.data as Json).state);
  }
  check("result", await watcher.request({ type: "unsubscribe", session_id: sessionId }));
  // terminate, not close: an injected socket never ends, so a close would wait out ws's 30 s timer.
  for (const client of [early, watcher, mover]) client.socket.terminate();
});
