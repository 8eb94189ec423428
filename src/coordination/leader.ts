import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { connectRedis } from "../../platform/net/engine-modules.ts";

/**
 * Runs a job in exactly one process at a time: the single long-polling bot,
 * the turn-timer sweeper. `start` is called when this process becomes the
 * leader for `name` and returns its stop function, called when leadership is
 * lost or the election is closed.
 */
export interface Election {
  lead(name: string, start: Start): void;
  close(): Promise<void>;
}

type Stop = () => Promise<void> | void;
type Start = () => Stop | Promise<Stop>;

/** Starts a job; a job that fails to start is logged and counts as stopped. */
function launch(name: string, start: Start, logger: Logger): Promise<Stop> {
  return Promise.resolve()
    .then(start)
    .catch((error) => {
      logger.error({ err: error, job: name }, "job failed to start");
      return () => {};
    });
}

/** Without Redis there is one process: it always leads. */
export function createSoloElection(logger: Logger): Election {
  const stops: Promise<Stop>[] = [];
  return {
    lead: (name, start) => {
      stops.push(launch(name, start, logger));
    },
    async close() {
      for (const stop of stops.splice(0)) await (await stop)();
    },
  };
}

/** Extends the lease only if this process still holds it. */
const RENEW = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("pexpire", KEYS[1], ARGV[2]) else return 0 end`;
/** Gives the lease up only if this process holds it. */
const RELEASE = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

/**
 * Leadership through a Redis lease per job (`SET key token NX PX ttl`),
 * renewed every third of its time. A process that cannot renew (Redis down,
 * or paused past the lease) stops its job before another can take over, and
 * a crashed leader's lease runs out after `leaseMs`. Keys are
 * `<namespace>:leader:<job>` (REDIS_NAMESPACE).
 */
export function createRedisElection(
  url: string,
  logger: Logger,
  { leaseMs = 10_000, namespace = "dice" }: { readonly leaseMs?: number; readonly namespace?: string } = {},
): Election {
  const redis = connectRedis(url, { maxRetriesPerRequest: 1 });
  redis.on("error", () => {});
  const token = randomUUID();
  const keyOf = (name: string) => `${namespace}:leader:${name}`;
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<Stop>>();

  async function step(name: string, start: Start): Promise<void> {
    const key = keyOf(name);
    let held = false;
    try {
      held = running.has(name)
        ? (await redis.eval(RENEW, 1, key, token, String(leaseMs))) === 1
        : (await redis.set(key, token, "PX", leaseMs, "NX")) === "OK";
    } catch {
      held = false;
    }
    if (held && !running.has(name)) {
      logger.info({ job: name }, "this process leads the job");
      running.set(name, launch(name, start, logger));
    } else if (!held && running.has(name)) {
      logger.warn({ job: name }, "leadership lost; job stopped");
      const stop = running.get(name);
      running.delete(name);
      if (stop) await (await stop)();
    }
  }

  return {
    lead(name, start) {
      const tick = () =>
        step(name, start).catch((error) => logger.error({ err: error, job: name }, "election"));
      void tick();
      const timer = setInterval(tick, Math.floor(leaseMs / 3));
      timer.unref();
      timers.push(timer);
    },
    async close() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      for (const [name, stop] of running) {
        await (await stop)();
        await redis.eval(RELEASE, 1, keyOf(name), token).catch(() => {});
      }
      running.clear();
      redis.disconnect();
    },
  };
}
