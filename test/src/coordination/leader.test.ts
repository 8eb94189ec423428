import assert from "node:assert/strict";
import { describe, test } from "node:test";
import pino from "pino";
import { createRedisElection, createSoloElection } from "../../../src/coordination/leader.ts";
import { requireServer } from "../../support/test-store.ts";

const silent = pino({ level: "silent" });
const until = async (check: () => boolean, ms = 5000) => {
  for (const start = Date.now(); !check(); ) {
    if (Date.now() - start > ms) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe("leader election", () => {
  test("alone, a process leads every job and stops them on close", async () => {
    const election = createSoloElection(silent);
    let running = false;
    election.lead("job", () => {
      running = true;
      return () => {
        running = false;
      };
    });
    await until(() => running);
    await election.close();
    assert.equal(running, false);
  });

  test("over Redis, one of two processes runs a job; when it leaves, the other takes over", async (t) => {
    if (!requireServer(t, "REDIS_URL")) return;
    const url = process.env.REDIS_URL as string;
    const job = `test-${process.pid}-${Date.now()}`;
    const running = new Set<string>();
    const starter = (who: string) => () => {
      running.add(who);
      return () => {
        running.delete(who);
      };
    };
    const a = createRedisElection(url, silent, 600);
    const b = createRedisElection(url, silent, 600);
    t.after(() => Promise.all([a.close(), b.close()]));
    a.lead(job, starter("a"));
    await until(() => running.size === 1);
    b.lead(job, starter("b"));
    await new Promise((r) => setTimeout(r, 700));
    assert.deepEqual([...running], ["a"]);
    await a.close();
    await until(() => running.has("b"));
    assert.deepEqual([...running], ["b"]);
  });
});
