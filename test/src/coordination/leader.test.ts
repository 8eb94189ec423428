import assert from "node:assert/strict";
import { describe, test } from "node:test";
import pino from "pino";
import { connectRedis } from "../../../platform/net/engine-modules.ts";
import { createRedisElection, createSoloElection } from "../../../src/coordination/leader.ts";
import { requireServer } from "../../support/test-store.ts";

const LEASE_MS = 600;
const silent = pino({ level: "silent" });
/** Polls `check` until it holds (a wait, not a timing assertion: the bound only stops a hung test). */
const until = async (what: string, check: () => boolean, ms = 60_000) => {
  for (const start = Date.now(); !check(); ) {
    if (Date.now() - start > ms) throw new Error(`never: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

/** Counts the lease grabs (`SET key … NX`) Redis receives for `key`, as a MONITOR connection sees them. */
async function countLeaseGrabs(url: string, key: string) {
  const client = connectRedis(url, {});
  const monitor = await client.monitor();
  let grabs = 0;
  monitor.on("monitor", (_time: string, args: string[]) => {
    if (args[0]?.toLowerCase() === "set" && args[1] === key) grabs += 1;
  });
  return {
    grabs: () => grabs,
    close() {
      monitor.disconnect();
      client.disconnect();
    },
  };
}

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
    await until("the job runs", () => running);
    await election.close();
    assert.equal(running, false);
  });

  test("over Redis, one of two processes runs a job; when it leaves, the other takes over", async (t) => {
    if (!requireServer(t, "REDIS_URL")) return;
    const url = process.env.REDIS_URL as string;
    const job = `test-${process.pid}-${Date.now()}`;
    const running = new Set<string>();
    const overlaps: string[] = [];
    const starter = (who: string) => () => {
      if (running.size > 0) overlaps.push(`${who} started while ${[...running]} ran`);
      running.add(who);
      return () => {
        running.delete(who);
      };
    };
    const namespace = `test-leader-${process.pid}`;
    const lease = await countLeaseGrabs(url, `${namespace}:leader:${job}`);
    const a = createRedisElection(url, silent, { leaseMs: LEASE_MS, namespace });
    const b = createRedisElection(url, silent, { leaseMs: LEASE_MS, namespace });
    t.after(() => Promise.all([a.close(), b.close()]).finally(lease.close));
    a.lead(job, starter("a"));
    await until("a runs the job", () => running.size === 1);
    const grabsBefore = lease.grabs();
    b.lead(job, starter("b"));
    // b tries every third of a lease; five refused grabs span more than a whole lease, which a renewed.
    await until("b tried to take the lease five times", () => lease.grabs() >= grabsBefore + 5);
    assert.deepEqual([...running], ["a"]);
    await a.close();
    await until("b takes over", () => running.has("b"));
    assert.deepEqual([...running], ["b"]);
    assert.deepEqual(overlaps, []);
  });
});
