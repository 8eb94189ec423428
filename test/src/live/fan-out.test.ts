import assert from "node:assert/strict";
import { test } from "node:test";
import { fanOut, newCrowdQueue } from "../../../src/live/fan-out.ts";
import { chunkPayload, httpChunk } from "../../../src/live/http-chunks.ts";
import { SSE_WIRE } from "../../../src/live/live-event.ts";
import type { Subscriber } from "../../../src/live/live-sink.ts";
import { framePayloads, textFrames } from "../../../src/live/websocket-frames.ts";

const written: string[] = [];
const subscriber = (name: string, participantId: string | null): Subscriber => ({
  participantId,
  key: name,
  lastSeq: 0,
  sink: {
    wire: SSE_WIRE,
    write: (text) => written.push(`${name}:${Buffer.from(text).toString()}`),
    end: () => {},
  },
});
const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};

test("players' streams are written at once and the crowd's after a turn of the event loop, in delivery order, skipping closed streams", async () => {
  written.length = 0;
  const player = subscriber("player", "p1");
  const crowd = [subscriber("a", null), subscriber("b", null), subscriber("c", null)];
  const target = {
    subscribers: new Set([crowd[0], player, crowd[1], crowd[2]] as Subscriber[]),
    crowd: newCrowdQueue(),
  };
  fanOut(target, () => Buffer.from("1"));
  fanOut(target, () => Buffer.from("2"));
  assert.deepEqual(written, ["player:1", "player:2"]);
  target.subscribers.delete(crowd[1] as Subscriber);
  await turns(5);
  assert.deepEqual(written, ["player:1", "player:2", "a:1", "c:1", "a:2", "c:2"]);
  assert.equal(target.crowd.writing, false);
});

test("a stream given nothing is written nothing", () => {
  written.length = 0;
  const target = { subscribers: new Set([subscriber("player", "p1")]), crowd: newCrowdQueue() };
  fanOut(target, () => null);
  assert.deepEqual(written, []);
  assert.equal(target.crowd.waiting.length, 0);
});

test("each line becomes one WebSocket text frame, with the header its length calls for", () => {
  const lines = ["x".repeat(5), "y".repeat(126), "z".repeat(70_000)];
  const frames = Buffer.from(textFrames(lines.map((line) => `${line}\n`).join("")));
  assert.deepEqual(
    framePayloads(frames).map((payload) => Buffer.from(payload).toString()),
    lines,
  );
  assert.deepEqual([...frames.subarray(0, 2)], [0x81, 5]);
  assert.deepEqual([...frames.subarray(7, 11)], [0x81, 126, 0, 126]);
  assert.equal(frames.length, 2 + 5 + 4 + 126 + 10 + 70_000);
});

test("an event stream's text becomes one HTTP chunk, whose payload is the text", () => {
  const text = "event: turn\ndata: {}\n\n".repeat(20);
  const chunk = Buffer.from(httpChunk(text));
  assert.equal(chunk.toString(), `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`);
  assert.equal(Buffer.from(chunkPayload(chunk)).toString(), text);
});
