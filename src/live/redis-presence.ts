import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { Logger } from "pino";
import { connectRedis } from "../../platform/net/engine-modules.ts";
import type { PresenceListener, SharedPresence } from "./shared-presence.ts";

export interface RedisPresenceOptions {
  /** How long an announcement holds without being renewed: a crashed process's viewers go offline after it. */
  readonly ttlMs?: number;
  readonly now?: () => number;
  /** REDIS_NAMESPACE: the channel is `<namespace>:presence`, the keys `<namespace>:presence:<session>`. */
  readonly namespace?: string;
}

/** The command and subscriber connections; an outage is logged once per outage, not per command. */
function connect(url: string, logger: Logger): { client: Redis; subscriber: Redis } {
  const options = { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 500 };
  const client = connectRedis(url, options);
  const subscriber = connectRedis(url, { ...options, enableOfflineQueue: true, commandTimeout: undefined });
  let warned = false;
  for (const connection of [client, subscriber]) {
    connection.on("error", (error) => {
      if (!warned)
        logger.warn({ err: error }, "Redis unreachable: presence counts this process's streams only");
      warned = true;
    });
  }
  client.on("ready", () => {
    warned = false;
  });
  return { client, subscriber };
}

/** The channel and per-session keys under one REDIS_NAMESPACE. */
interface PresenceNames {
  readonly channel: string;
  readonly key: (sessionId: string) => string;
}

/** Sessions whose sets are held for reuse at most. */
const MAX_READ_SETS = 10_000;

/** A session's members as last read, with when each expires, and until when the read may be reused. */
interface ReadSet {
  readonly members: readonly (readonly [member: string, expiresAt: number])[];
  readonly until: number;
}

/**
 * The members of other processes' sets, read once and reused: every move's
 * state document counts spectators, and a read per move was a Redis round
 * trip per move (issue 51). Every write to a set, a renewal included, is
 * published, so a reuse is dropped when another process publishes for the
 * session, and every reuse when the subscriber reconnects (it may have
 * missed some); it is held for a TTL at most, in case one was missed anyway.
 */
function createSetReader(client: Redis, names: PresenceNames, origin: string, maxAgeMs: number) {
  const read = new Map<string, ReadSet>();
  // Bumped by every forget: a read that was out while one came may hold what it forgot, so it is not kept.
  let forgets = 0;
  return {
    /** The participants other processes hold a stream for, as of `at` ([] when Redis does not answer). */
    async others(sessionId: string, at: number): Promise<string[]> {
      if (client.status !== "ready") return [];
      let set = read.get(sessionId);
      if (!set || set.until <= at) {
        try {
          const before = forgets;
          const flat = await client.zrangebyscore(names.key(sessionId), at, "+inf", "WITHSCORES");
          const members: [string, number][] = [];
          for (let i = 0; i < flat.length; i += 2) members.push([flat[i] as string, Number(flat[i + 1])]);
          set = { members, until: at + maxAgeMs };
          // Bounded: a process that saw many sessions starts over rather than grow.
          if (read.size >= MAX_READ_SETS) read.clear();
          if (forgets === before) read.set(sessionId, set);
        } catch {
          return [];
        }
      }
      const others = new Set<string>();
      for (const [m, expiresAt] of set.members) {
        const space = m.indexOf(" ");
        if (expiresAt >= at && m.slice(0, space) !== origin) others.add(m.slice(space + 1));
      }
      return [...others];
    },
    /** Another process changed the session's set: the next count reads it. */
    forget(sessionId: string) {
      forgets += 1;
      read.delete(sessionId);
    },
    /** Messages may have been missed (a reconnection): every count reads afresh. */
    forgetAll() {
      forgets += 1;
      read.clear();
    },
  };
}

/** Removes this process's members of every session and tells the others, on close. */
async function withdraw(
  client: Redis,
  names: PresenceNames,
  origin: string,
  mine: ReadonlyMap<string, readonly string[]>,
) {
  if (client.status !== "ready") return;
  const tx = client.multi();
  for (const [sessionId, present] of mine) {
    tx.zrem(names.key(sessionId), ...present.map((id) => `${origin} ${id}`));
    tx.publish(names.channel, `${origin} ${sessionId}`);
  }
  await tx.exec().catch(() => {});
}

/**
 * Presence shared by every process through Redis: one sorted set per
 * session whose members are "process participant", scored by when they
 * expire. A process renews its members every third of the TTL, so a process
 * that dies without cleaning up drops out within the TTL; each change is
 * published so the other processes re-read the set at once. When Redis does
 * not answer, `elsewhere` is empty and each process shows its own streams;
 * the announcements are written again when Redis is back.
 */
export function createRedisPresence(
  url: string,
  logger: Logger,
  { ttlMs = 30_000, now = Date.now, namespace = "dice" }: RedisPresenceOptions = {},
): SharedPresence {
  const names: PresenceNames = {
    channel: `${namespace}:presence`,
    key: (sessionId) => `${namespace}:presence:${sessionId}`,
  };
  const origin = randomUUID();
  const mine = new Map<string, readonly string[]>();
  const listeners = new Set<PresenceListener>();
  const { client, subscriber } = connect(url, logger);
  const sets = createSetReader(client, names, origin, ttlMs);
  const emit = (sessionId: string) => {
    for (const listener of listeners) listener(sessionId);
  };
  const member = (participantId: string) => `${origin} ${participantId}`;

  function write(sessionId: string, removed: readonly string[], present: readonly string[]) {
    if (removed.length === 0 && present.length === 0) return;
    if (client.status !== "ready") return;
    const key = names.key(sessionId);
    const at = now();
    const tx = client.multi().zremrangebyscore(key, "-inf", at);
    if (removed.length > 0) tx.zrem(key, ...removed.map(member));
    for (const id of present) tx.zadd(key, at + ttlMs, member(id));
    tx.pexpire(key, ttlMs * 2).publish(names.channel, `${origin} ${sessionId}`);
    tx.exec().catch(() => {});
  }

  function renew() {
    for (const [sessionId, present] of mine) write(sessionId, [], present);
    // Members of a process that died expire without a message: every process re-reads its sessions.
    for (const sessionId of mine.keys()) emit(sessionId);
  }
  const timer = setInterval(renew, ttlMs / 3);
  timer.unref();
  client.on("ready", renew);

  subscriber.subscribe(names.channel).catch(() => {});
  subscriber.on("ready", sets.forgetAll);
  subscriber.on("message", (_channel: string, message: string) => {
    const space = message.indexOf(" ");
    if (space <= 0 || message.slice(0, space) === origin) return;
    const sessionId = message.slice(space + 1);
    sets.forget(sessionId);
    emit(sessionId);
  });

  return {
    transport: "redis",
    announce(sessionId, participantIds) {
      const before = mine.get(sessionId) ?? [];
      if (participantIds.length > 0) mine.set(sessionId, [...participantIds]);
      else mine.delete(sessionId);
      // Only what changed is written (a featured game holds thousands): renew() writes the rest.
      const present = new Set(participantIds);
      const held = new Set(before);
      write(
        sessionId,
        before.filter((id) => !present.has(id)),
        participantIds.filter((id) => !held.has(id)),
      );
    },
    elsewhere: (sessionId) => sets.others(sessionId, now()),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      clearInterval(timer);
      await withdraw(client, names, origin, mine);
      mine.clear();
      subscriber.disconnect();
      client.disconnect();
    },
  };
}
