import type { CommittedMove } from "../db/change-feed.ts";
import { listSessionAuditAfter } from "../db/repositories/audit-repository.ts";
import type { Store } from "../db/store.ts";
import type { AuditRecord } from "../documents/audit-entry.ts";
import type { LiveEventName } from "../documents/live-event-names.ts";
import type { ChannelRegistry } from "./channel-registry.ts";
import { fanOut } from "./fan-out.ts";
import { onlineOf, type SessionChannel, spectatorsOf } from "./live-channel.ts";
import { type LiveEvent, type LiveWire, liveEventNameOf } from "./live-event.ts";
import type { Subscriber } from "./live-sink.ts";
import { entryFields, turnChange, viewerJson } from "./live-stream-text.ts";
import { readGamePart, readSessionPart, type SessionSnapshot, seatedIn } from "./session-snapshot.ts";

/** Entries read per catch-up query; a longer backlog is read in several rounds. */
const PAGE = 100;

interface PendingEvent {
  readonly entry: AuditRecord;
  readonly name: LiveEventName | null;
  readonly head: string;
}

/**
 * The bytes each stream is sent for these entries: streams of one viewer at
 * one position on one wire (every outsider, as a rule) share one buffer,
 * built and encoded once.
 */
function bytesPerStream(
  sessionId: string,
  events: readonly PendingEvent[],
  tailOf: ReturnType<typeof viewerJson>,
  turnEvent: LiveEvent | null,
  lastSeqOfBatch: number,
) {
  const encoded = new Map<string, Uint8Array | null>();
  const build = (wire: LiveWire, participantId: string | null, lastSeq: number) => {
    let text = "";
    for (const { entry, name, head } of events) {
      if (entry.seq <= lastSeq || name === null) continue;
      const tail = tailOf(participantId, entry.kind !== "action");
      text += wire.event(sessionId, { id: entry.seq, event: name, data: `${head},${tail}` });
    }
    if (turnEvent && lastSeqOfBatch > lastSeq) text += wire.event(sessionId, turnEvent);
    return text ? wire.encode(text) : null;
  };
  // Streams come in the order they opened, so a crowd's run of alike streams skips the lookup.
  let previous:
    | { wire: LiveWire; participantId: string | null; lastSeq: number; bytes: Uint8Array | null }
    | undefined;
  return ({ participantId, lastSeq, sink }: Subscriber) => {
    const { wire } = sink;
    if (previous?.wire === wire && previous.participantId === participantId && previous.lastSeq === lastSeq)
      return previous.bytes;
    const key = `${wire.name}:${participantId}:${lastSeq}`;
    let bytes = encoded.get(key);
    if (bytes === undefined) {
      bytes = build(wire, participantId, lastSeq);
      encoded.set(key, bytes);
    }
    previous = { wire, participantId, lastSeq, bytes };
    return bytes;
  };
}

/** What a delivery sends: the entries after its start, and the session and game as they left them. */
interface CaughtUp {
  readonly entries: readonly AuditRecord[];
  readonly snapshot: SessionSnapshot;
}

/**
 * What the moves carried since the last delivery give the viewers after
 * `after`: undefined unless they continue the log from there without a gap,
 * nothing else was announced meanwhile, and the session is known.
 */
function fromCarried(
  channel: SessionChannel,
  carried: readonly CommittedMove[],
  after: number,
): CaughtUp | undefined {
  const last = carried.at(-1);
  if (!last || !channel.sessionPart) return undefined;
  const entries = carried.flatMap((move) => move.entries).filter((entry) => entry.seq > after);
  if (entries.some((entry, i) => entry.seq !== after + 1 + i)) return undefined;
  return { entries, snapshot: { ...channel.sessionPart, game: last.game } };
}

/** Reads the log after `after` (one page), and the session when an entry may have changed it, and the game. */
async function fromLog(
  store: Store,
  sessionId: string,
  channel: SessionChannel,
  after: number,
): Promise<CaughtUp | undefined> {
  const entries = await listSessionAuditAfter(store, sessionId, after, PAGE);
  if (entries.length === 0) return undefined;
  if (!channel.sessionPart || entries.some((e) => e.kind !== "action"))
    channel.sessionPart = (await readSessionPart(store, sessionId)) ?? null;
  if (!channel.sessionPart) return undefined;
  return { entries, snapshot: await readGamePart(store, channel.sessionPart) };
}

/** The entries after `after` and the session as they left it: from what was carried when it suffices, else from the log. */
function catchUp(
  store: Store,
  sessionId: string,
  channel: SessionChannel,
  after: number,
): Promise<CaughtUp | undefined> | CaughtUp {
  const { carried, mustRead } = channel;
  channel.carried = [];
  channel.mustRead = false;
  return (
    (mustRead ? undefined : fromCarried(channel, carried, after)) ?? fromLog(store, sessionId, channel, after)
  );
}

/**
 * Sends every subscriber of the session what the log holds beyond what it has
 * seen, and ends the streams of viewers who are no longer participants.
 * True when a full page was read: there may be more.
 */
async function deliver(
  store: Store,
  sessionId: string,
  channel: SessionChannel,
  drop: (subscriber: Subscriber) => void,
): Promise<boolean> {
  let after = Number.POSITIVE_INFINITY;
  for (const subscriber of channel.subscribers) after = Math.min(after, subscriber.lastSeq);
  if (!Number.isFinite(after)) return false;
  const caught = await catchUp(store, sessionId, channel, after);
  if (!caught || caught.entries.length === 0) return false;
  const { entries, snapshot } = caught;
  const events = entries.map((entry) => ({ entry, name: liveEventNameOf(entry), head: entryFields(entry) }));
  const last = entries[entries.length - 1] as AuditRecord;
  const turnEvent = turnChange(channel.lastTurn, snapshot, events, last.seq);
  const members = new Set(snapshot.participants.map((p) => p.id));
  channel.seated = seatedIn(snapshot);
  const tails = viewerJson(snapshot, onlineOf(channel), spectatorsOf(channel));
  const bytesFor = bytesPerStream(sessionId, events, tails, turnEvent, last.seq);
  channel.latest = { seq: last.seq, snapshot };
  fanOut(channel, (subscriber) => {
    const bytes = bytesFor(subscriber);
    subscriber.lastSeq = Math.max(subscriber.lastSeq, last.seq);
    return bytes;
  });
  // Outsiders watch a public session as long as it lasts; a participant who left stops watching.
  const gone: Subscriber[] = [];
  for (const subscriber of channel.subscribers)
    if (subscriber.participantId !== null && !members.has(subscriber.participantId)) gone.push(subscriber);
  for (const subscriber of gone) drop(subscriber);
  return entries.length === PAGE;
}

export type LiveDelivery = ReturnType<typeof createLiveDelivery>;

/** CaughtUp-up deliveries to the registry's channels, one at a time per session. */
export function createLiveDelivery(
  store: Store,
  channels: ChannelRegistry,
  onError: (error: unknown) => void,
) {
  /** Runs deliveries for a session one at a time; a change during one runs another after it. */
  async function wake(sessionId: string): Promise<void> {
    const channel = channels.get(sessionId);
    if (!channel) return;
    if (channel.fetching) {
      channel.dirty = true;
      return;
    }
    channel.fetching = true;
    const drop = (subscriber: Subscriber) => {
      channels.remove(sessionId, subscriber);
      subscriber.sink.end();
    };
    try {
      do {
        channel.dirty = false;
        if (await deliver(store, sessionId, channel, drop)) channel.dirty = true;
      } while (channel.dirty && channels.get(sessionId) === channel);
    } catch (error) {
      onError(error);
    } finally {
      channel.fetching = false;
    }
  }

  // The feed publishes inside the committing request: the catch-up read and
  // the rendering wait for the next turn of the event loop, so the mover's
  // answer goes out first and every change of one tick costs one delivery.
  const pending = new Set<string>();
  let scheduled: NodeJS.Immediate | null = null;
  const flush = () => {
    scheduled = null;
    const sessionIds = [...pending];
    pending.clear();
    for (const sessionId of sessionIds) void wake(sessionId);
  };

  return {
    wake,
    /**
     * Wakes the session on the next turn of the event loop (once for all of
     * this tick's changes), keeping the move its notice carried, if any.
     */
    schedule(sessionId: string, committed: CommittedMove | undefined): void {
      const channel = channels.get(sessionId);
      if (!channel) return;
      if (committed) channel.carried.push(committed);
      else channel.mustRead = true;
      pending.add(sessionId);
      scheduled ??= setImmediate(flush);
    },
    /** Drops the deliveries not yet started. */
    close(): void {
      if (scheduled) clearImmediate(scheduled);
      pending.clear();
    },
  };
}
