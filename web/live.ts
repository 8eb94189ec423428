import { LIVE_EVENT_NAMES } from "../src/documents/live-event-names.ts";
import type { Api } from "./api.ts";
import { channelOf } from "./channel.ts";
import type { GameState, Session } from "./types.ts";

/** What the stream tells the page. */
export interface LiveUpdate {
  readonly session?: Session;
  readonly state?: GameState | null;
  readonly online?: readonly string[];
  /** How many watch without a seat, as a presence event says between states. */
  readonly spectators?: number;
  /** The viewer's own participant id. */
  readonly you?: string;
  /** The event's name: the page animates dice on action_applied. */
  readonly event: string;
}

/** Whether events are flowing, and over which transport. */
export interface LiveStatus {
  readonly connected: boolean;
  /** The WebSocket channel, or the SSE stream (moves over REST) when the channel cannot connect. */
  readonly transport: "ws" | "sse";
}

/** What one event tells the page; `turn` only says that the turn moved. */
function updateOf(
  name: string,
  data: { session?: Session; state?: GameState | null; online?: string[]; spectators?: number; you?: string },
): LiveUpdate {
  if (name === "turn") return { event: name };
  return {
    event: name,
    ...(data.session ? { session: data.session } : {}),
    ...("state" in data ? { state: data.state ?? null } : {}),
    ...(data.online ? { online: data.online } : {}),
    ...(typeof data.spectators === "number" ? { spectators: data.spectators } : {}),
    ...(data.you ? { you: data.you } : {}),
  };
}

/**
 * The session's events: over the page's WebSocket channel, or over the SSE
 * stream when the channel cannot connect, resuming after the last event the
 * channel delivered.
 */
export function openLive(
  api: Api,
  sessionId: string,
  onUpdate: (update: LiveUpdate) => void,
  onStatus: (status: LiveStatus) => void,
) {
  let stream: { close(): void } | null = null;
  const stop = channelOf(api).subscribe(sessionId, {
    onEvent: (name, data) => onUpdate(updateOf(name, data)),
    onStatus: (connected) => onStatus({ connected, transport: "ws" }),
    onUnavailable: (lastEventId) => {
      onStatus({ connected: false, transport: "sse" });
      stream = openStream(
        api,
        sessionId,
        lastEventId === null ? null : String(lastEventId),
        onUpdate,
        (connected) => onStatus({ connected, transport: "sse" }),
      );
    },
  });
  return {
    close() {
      stop();
      stream?.close();
    },
  };
}

/**
 * The session's SSE stream, after `resumeAfter` (the channel's last event)
 * when given. EventSource cannot send Authorization, so each connection
 * fetches a one-minute ticket first. After any error the stream is
 * rebuilt with a fresh ticket and `last_event_id`, so the server replays what
 * was missed (or sends resync when the gap is too old).
 */
function openStream(
  api: Api,
  sessionId: string,
  resumeAfter: string | null,
  onUpdate: (update: LiveUpdate) => void,
  onStatus: (connected: boolean) => void,
) {
  let source: EventSource | null = null;
  let lastId = resumeAfter;
  let retry = 500;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  async function connect() {
    if (stopped) return;
    try {
      const { ticket } = await api.call<{ ticket: string }>("POST", `/sessions/${sessionId}/events/ticket`);
      if (stopped) return;
      const query = new URLSearchParams({ ticket });
      if (lastId !== null) query.set("last_event_id", lastId);
      source = new EventSource(`/api/v1/sessions/${sessionId}/events?${query}`);
      source.onopen = () => {
        retry = 500;
        onStatus(true);
      };
      source.onerror = () => {
        source?.close();
        source = null;
        onStatus(false);
        schedule();
      };
      for (const name of LIVE_EVENT_NAMES)
        source.addEventListener(name, (event) => receive(name, event as MessageEvent));
    } catch {
      onStatus(false);
      schedule();
    }
  }

  function receive(name: string, event: MessageEvent<string>) {
    if (event.lastEventId) lastId = event.lastEventId;
    onUpdate(updateOf(name, JSON.parse(event.data)));
  }

  function schedule() {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retry);
    retry = Math.min(retry * 2, 10_000);
  }

  const reconnectNow = () => {
    if (source === null && timer) {
      clearTimeout(timer);
      timer = undefined;
      retry = 500;
      void connect();
    }
  };
  window.addEventListener("online", reconnectNow);
  void connect();

  return {
    close() {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener("online", reconnectNow);
      source?.close();
    },
  };
}
