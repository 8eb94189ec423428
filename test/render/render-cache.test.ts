import assert from "node:assert/strict";
import { test } from "node:test";
import { createRenderCache, type RenderKey } from "../../src/render/render-cache.ts";

const key = (game_id: string, version = 1, format = "png", language = "en"): RenderKey => ({
  game_id,
  version,
  names: "00000000",
  format,
  language,
});
const image =
  (bytes: number): (() => Promise<Buffer>) =>
  () =>
    Promise.resolve(Buffer.alloc(bytes));

test("stored bytes never exceed the budget under many inserts", async () => {
  const cache = createRenderCache({ maxBytes: 10_000 });
  for (let i = 0; i < 500; i++) {
    await cache.getOrRender(key(`g${i % 37}`, i), image(300 + ((i * 97) % 1700)));
    assert.ok(cache.stats().bytes <= 10_000, `after insert ${i}: ${cache.stats().bytes}`);
  }
  assert.equal(cache.stats().misses, 500);
  assert.ok(cache.stats().entries > 0);
});

test("evicts the least recently used entry, counting hits as use", async () => {
  const cache = createRenderCache({ maxBytes: 300 });
  await cache.getOrRender(key("a"), image(100));
  await cache.getOrRender(key("b"), image(100));
  await cache.getOrRender(key("c"), image(100));
  await cache.getOrRender(key("a"), image(100));
  await cache.getOrRender(key("d"), image(100));
  let rendered = false;
  const probe = (): Promise<Buffer> => {
    rendered = true;
    return Promise.resolve(Buffer.alloc(100));
  };
  await cache.getOrRender(key("a"), probe);
  assert.equal(rendered, false, "a was used recently and kept");
  await cache.getOrRender(key("b"), probe);
  assert.equal(rendered, true, "b was the least recently used and evicted");
});

test("version and format are part of the key", async () => {
  const cache = createRenderCache({ maxBytes: 1_000 });
  await cache.getOrRender(key("g", 1, "png"), image(10));
  await cache.getOrRender(key("g", 2, "png"), image(20));
  await cache.getOrRender(key("g", 1, "webp"), image(30));
  assert.deepEqual(cache.stats(), { entries: 3, bytes: 60, hits: 0, misses: 3 });
  assert.equal((await cache.getOrRender(key("g", 2, "png"), image(99))).length, 20);
  assert.equal(cache.stats().hits, 1);
});

test("concurrent misses for one key share a single render", async () => {
  const cache = createRenderCache({ maxBytes: 1_000 });
  let calls = 0;
  let release: (b: Buffer) => void = () => {};
  const render = (): Promise<Buffer> => {
    calls++;
    return new Promise((resolve) => {
      release = resolve;
    });
  };
  const waiting = Array.from({ length: 20 }, () => cache.getOrRender(key("g"), render));
  await new Promise((resolve) => setImmediate(resolve));
  release(Buffer.from("img"));
  const results = await Promise.all(waiting);
  assert.equal(calls, 1);
  assert.ok(results.every((b) => b === results[0]));
  assert.deepEqual(cache.stats(), { entries: 1, bytes: 3, hits: 19, misses: 1 });
});

test("a failed render rejects every waiter and is not cached", async () => {
  const cache = createRenderCache({ maxBytes: 1_000 });
  let calls = 0;
  const failing = (): Promise<Buffer> => {
    calls++;
    return Promise.reject(new Error("boom"));
  };
  const results = await Promise.allSettled([
    cache.getOrRender(key("g"), failing),
    cache.getOrRender(key("g"), failing),
  ]);
  assert.deepEqual(
    results.map((r) => r.status),
    ["rejected", "rejected"],
  );
  assert.equal(calls, 1);
  assert.equal(cache.stats().entries, 0);
  const retried = await cache.getOrRender(key("g"), image(5));
  assert.equal(retried.length, 5);
  assert.equal(cache.stats().entries, 1);
});

test("a render that throws synchronously is reported as a rejection", async () => {
  const cache = createRenderCache({ maxBytes: 1_000 });
  await assert.rejects(
    cache.getOrRender(key("g"), () => {
      throw new Error("sync boom");
    }),
    /sync boom/,
  );
  assert.equal(cache.stats().entries, 0);
});

test("an image larger than the budget is returned but not stored", async () => {
  const cache = createRenderCache({ maxBytes: 100 });
  await cache.getOrRender(key("small"), image(60));
  const big = await cache.getOrRender(key("big"), image(101));
  assert.equal(big.length, 101);
  assert.deepEqual(cache.stats(), { entries: 1, bytes: 60, hits: 0, misses: 2 });
});

test("each language of a version is its own entry", async () => {
  const cache = createRenderCache({ maxBytes: 10_000 });
  const english = await cache.getOrRender(key("g", 1, "png", "en"), image(10));
  const german = await cache.getOrRender(key("g", 1, "png", "de"), image(20));
  assert.notEqual(english.length, german.length);
  assert.equal(cache.stats().misses, 2);
});
