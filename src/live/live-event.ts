import type { AuditKind, AuditRecord } from "../documents/audit-entry.ts";
import type { LiveEventName } from "../documents/live-event-names.ts";
import { httpChunk } from "./http-chunks.ts";
import { textFrames } from "./websocket-frames.ts";

/** One event of a live stream, its data already JSON (serialized once per viewer). */
export interface LiveEvent {
  /** The audit sequence the event reflects; absent for presence, which is not logged. */
  readonly id: number | null;
  readonly event: LiveEventName;
  readonly data: string;
}

const NAMES: Readonly<Record<string, LiveEventName>> = {
  game_started: "game_started",
  action: "action_applied",
  game_finished: "game_over",
  game_aborted: "game_over",
} satisfies Partial<Record<AuditKind, LiveEventName>>;

/** A move aimed at an ended game: it changed nothing. */
const LATE_ACTION: AuditKind = "late_action";

/**
 * The stream event an audit entry becomes, or null for entries that changed
 * nothing (refused moves, moves aimed at an ended game).
 */
export function liveEventNameOf(entry: Pick<AuditRecord, "kind" | "outcome">): LiveEventName | null {
  if (entry.outcome.startsWith("rejected:") || entry.kind === LATE_ACTION) return null;
  return NAMES[entry.kind] ?? "session";
}

/** The Server-Sent Events wire form of one event. */
export function formatLiveEvent(event: LiveEvent): string {
  const id = event.id === null ? "" : `id: ${event.id}\n`;
  return `${id}event: ${event.event}\ndata: ${event.data}\n\n`;
}

/** How one transport writes events; streams on the same wire share the bytes. */
export interface LiveWire {
  readonly name: string;
  event(sessionId: string, event: LiveEvent): string;
  /** The bytes a sink writes for events' text: built once and shared by every stream of the wire. */
  encode(text: string): Uint8Array;
  /** What keeps an idle stream open, or null when the transport pings on its own. */
  readonly heartbeat: string | null;
}

/**
 * Server-Sent Events, with a comment line as the heartbeat; encoded as one
 * HTTP chunk, written as it is to every stream's socket (http-chunks.ts).
 */
export const SSE_WIRE: LiveWire = {
  name: "sse",
  event: (_sessionId, event) => formatLiveEvent(event),
  encode: httpChunk,
  heartbeat: ": heartbeat\n\n",
};

/**
 * The WebSocket channel's `event` message (ChannelEventMessage), one per
 * line: JSON never holds a raw newline, so each line becomes one text frame,
 * framed once for every connection.
 */
export const CHANNEL_WIRE: LiveWire = {
  name: "channel",
  event: (sessionId, event) =>
    `{"type":"event","session_id":${JSON.stringify(sessionId)},"id":${event.id},"event":"${event.event}","data":${event.data}}\n`,
  encode: textFrames,
  heartbeat: null,
};
