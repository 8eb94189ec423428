import type { Subscriber } from "./live-sink.ts";
import { inSlices } from "./slices.ts";

/** One delivery's writes to the crowd: `bytes[i]` for `to[i]`, one shared buffer per view. */
interface CrowdWrite {
  readonly to: readonly Subscriber[];
  readonly bytes: readonly Uint8Array[];
}

/** A channel's crowd writes waiting their turn, in delivery order. */
export interface CrowdQueue {
  readonly waiting: CrowdWrite[];
  writing: boolean;
}

/** The streams a fan-out writes to, and what tells a stream still open. */
export interface FanOutTarget {
  readonly subscribers: ReadonlySet<Subscriber>;
  readonly crowd: CrowdQueue;
}

export const newCrowdQueue = (): CrowdQueue => ({ waiting: [], writing: false });

/** Writes the queued crowd writes in order, each in slices that yield to the event loop (slices.ts). */
async function drain(target: FanOutTarget): Promise<void> {
  const { crowd } = target;
  if (crowd.writing) return;
  crowd.writing = true;
  try {
    for (let write = crowd.waiting.shift(); write; write = crowd.waiting.shift()) {
      const { bytes } = write;
      await inSlices(write.to, (subscriber, i) => {
        // A stream closed (or replaced by a new subscription) meanwhile gets nothing more.
        if (target.subscribers.has(subscriber)) subscriber.sink.write(bytes[i] as Uint8Array);
      });
    }
  } finally {
    crowd.writing = false;
  }
}

/**
 * Writes each stream what `bytesFor` gives it (nothing for null):
 * participants' streams at once, the crowd's (outsiders watching a public
 * session) after them, queued behind earlier crowd writes and written in
 * slices that yield to the event loop, so players go first however many watch.
 */
export function fanOut(target: FanOutTarget, bytesFor: (subscriber: Subscriber) => Uint8Array | null): void {
  const to: Subscriber[] = [];
  const bytes: Uint8Array[] = [];
  for (const subscriber of target.subscribers) {
    const written = bytesFor(subscriber);
    if (!written) continue;
    if (subscriber.participantId !== null) subscriber.sink.write(written);
    else {
      to.push(subscriber);
      bytes.push(written);
    }
  }
  if (to.length === 0) return;
  target.crowd.waiting.push({ to, bytes });
  void drain(target);
}
