import type { CommittedMove } from "../db/change-feed.ts";
import { type CrowdQueue, fanOut, newCrowdQueue } from "./fan-out.ts";
import type { LiveEvent, LiveWire } from "./live-event.ts";
import type { Subscriber } from "./live-sink.ts";
import { type SessionPart, type SessionSnapshot, seatedIn, viewSnapshot } from "./session-snapshot.ts";

/** How an outsider (a signed-in user watching a public session) is keyed in presence: their user id, so a reload counts once. */
export const OUTSIDER_KEY = "user:";

/** How a chat watching a game on TV is keyed in presence (chat-watchers.ts): one spectator per chat. */
export const CHAT_KEY = "chat:";

/** A presence key of a participant, not an outsider's nor a chat's. */
const isParticipantKey = (key: string) => !key.startsWith(OUTSIDER_KEY) && !key.startsWith(CHAT_KEY);

export interface SessionChannel {
  readonly subscribers: Set<Subscriber>;
  /** Writes to its outsiders' streams waiting behind the participants' (fan-out.ts). */
  readonly crowd: CrowdQueue;
  /** Participant id -> open streams: who is watching live, in this process. */
  readonly online: Map<string, number>;
  /** Outsider key -> open streams of outsiders watching, in this process. */
  readonly outsiders: Map<string, number>;
  /** Who is watching on other processes (participant ids and outsider keys), as last read. */
  elsewhere: readonly string[];
  /** The participants seated at the session's game, as last read: they are not spectators. */
  seated: ReadonlySet<string>;
  /** The presence data the viewers were last told. */
  told: string;
  /** A presence announcement waiting for outsiders' comings and goings to settle. */
  settling: NodeJS.Timeout | null;
  /** Whose turn the viewers were last told (a `turn` event goes out when it changes). */
  readonly lastTurn: { mover: string | null };
  /** The session and participants as last read: moves leave them alone, so only other entries reload them. */
  sessionPart: SessionPart | null;
  /** Moves this process committed since the last delivery, as their notices carried them. */
  carried: CommittedMove[];
  /** A notice came without a carried move since the last delivery: the next one reads the log. */
  mustRead: boolean;
  fetching: boolean;
  dirty: boolean;
  /** The session as the viewers were last sent it, and the log position it stands at. */
  latest: { readonly seq: number; readonly snapshot: SessionSnapshot } | null;
}

/** A channel for a session's first stream in this process. */
export function newChannel(snapshot: SessionSnapshot, elsewhere: readonly string[]): SessionChannel {
  return {
    subscribers: new Set(),
    crowd: newCrowdQueue(),
    online: new Map(),
    outsiders: new Map(),
    elsewhere,
    seated: seatedIn(snapshot),
    told: "",
    settling: null,
    lastTurn: { mover: viewSnapshot(snapshot, null).state?.turn?.participant_id ?? null },
    sessionPart: null,
    carried: [],
    mustRead: true,
    fetching: false,
    dirty: false,
    latest: null,
  };
}

/**
 * The session as every viewer has been sent it, while no change waits for a
 * delivery: a stream opening now starts from it without reading the store,
 * and any later change still wakes a delivery that sends it on.
 */
export function settledSnapshot(channel: SessionChannel): SessionChannel["latest"] {
  const waiting = channel.fetching || channel.dirty || channel.mustRead || channel.carried.length > 0;
  return waiting ? null : channel.latest;
}

/** Who watches the session live, here and on other processes, as the JSON array events carry (participants only). */
export function onlineOf(channel: SessionChannel): string {
  const ids = new Set(channel.online.keys());
  for (const key of channel.elsewhere) if (isParticipantKey(key)) ids.add(key);
  return JSON.stringify([...ids].sort());
}

/**
 * How many people watch without a seat at `seated`'s game, here and on other
 * processes: each participant or outsider once, however many streams and
 * processes they watch on.
 */
export function countSpectators(
  local: SessionChannel | undefined,
  elsewhere: readonly string[],
  seated: ReadonlySet<string>,
): number {
  let count = local ? local.outsiders.size : 0;
  if (local) for (const id of local.online.keys()) if (!seated.has(id)) count += 1;
  for (const key of elsewhere) {
    if (seated.has(key) || local?.online.has(key) || local?.outsiders.has(key)) continue;
    count += 1;
  }
  return count;
}

/** Spectators of the channel's game as its viewers are told. */
export function spectatorsOf(channel: SessionChannel): number {
  return countSpectators(channel, channel.elsewhere, channel.seated);
}

/** The data of a `presence` event: who is online, and how many watch without a seat. */
export function presenceData(channel: SessionChannel): string {
  return `{"online":${onlineOf(channel)},"spectators":${spectatorsOf(channel)}}`;
}

/** Sends an event (or, for null, the heartbeat) to every stream of the session, encoded once per wire. */
export function broadcast(sessionId: string, channel: SessionChannel, event: LiveEvent | null) {
  const encoded = new Map<LiveWire, Uint8Array | null>();
  fanOut(channel, ({ sink: { wire } }) => {
    let bytes = encoded.get(wire);
    if (bytes === undefined) {
      const text = event ? wire.event(sessionId, event) : wire.heartbeat;
      bytes = text ? wire.encode(text) : null;
      encoded.set(wire, bytes);
    }
    return bytes;
  });
}
