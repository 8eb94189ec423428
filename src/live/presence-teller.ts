import { broadcast, presenceData, type SessionChannel } from "./live-channel.ts";
import type { SharedPresence } from "./shared-presence.ts";

/**
 * Outsiders' comings and goings are told at most this often: ten thousand
 * people arriving at a featured game make one announcement a second, not
 * ten thousand events to each of ten thousand streams.
 */
const SETTLE_MS = 1000;

/** The watchers of a channel as presence shares them: participant ids and outsider keys. */
const keysOf = (channel: SessionChannel) => [...channel.online.keys(), ...channel.outsiders.keys()];

/**
 * How a process's channels tell who watches: to the other processes through
 * `presence`, and to their own viewers as `presence` events. `current`
 * answers the channel a session has now (a closed one is told nothing).
 */
export function createPresenceTeller(
  presence: SharedPresence,
  current: (sessionId: string) => SessionChannel | undefined,
) {
  /** Tells the session's viewers who is online and how many watch, when that changed since they were last told. */
  function tellViewers(sessionId: string, channel: SessionChannel) {
    const data = presenceData(channel);
    if (data === channel.told) return;
    channel.told = data;
    broadcast(sessionId, channel, { id: null, event: "presence", data });
  }

  /** Shares the channel's watchers with the other processes. */
  const share = (sessionId: string, channel: SessionChannel) => presence.announce(sessionId, keysOf(channel));

  return {
    tellViewers,
    share,
    /** Shares the channel's watchers and tells its viewers at once (a participant came or went). */
    now(sessionId: string, channel: SessionChannel) {
      share(sessionId, channel);
      tellViewers(sessionId, channel);
    },
    /** Shares the channel's watchers and tells its viewers once outsiders have settled for a moment. */
    settle(sessionId: string, channel: SessionChannel) {
      if (channel.settling) return;
      channel.settling = setTimeout(() => {
        channel.settling = null;
        if (current(sessionId) !== channel) return;
        share(sessionId, channel);
        tellViewers(sessionId, channel);
      }, SETTLE_MS);
      channel.settling.unref();
    },
    /** Stops a settling announcement and shares that the process holds no watcher of the session any more. */
    gone(sessionId: string, channel: SessionChannel) {
      if (channel.settling) clearTimeout(channel.settling);
      presence.announce(sessionId, []);
    },
  };
}
