// A child process of the watch bench: holds the crowd (channel connections
// and event streams) and times what reaches it, so reading thousands of
// frames never shares a thread with the players whose moves are timed.
// Speaks JSON lines: {open: {url, sessionId, channels, streams}} answers
// {connected}; {subscribe: true} answers {subscribed}; {stream: true} opens
// the event streams and answers {streaming}; {sent: version, at}
// answers {heard: version} once every watcher heard it; {report: true}
// answers the delays' figures; stdin's end closes everything.
import { createInterface } from "node:readline";
import type { BenchChannel } from "./channel-client.ts";
import {
  channelConnections,
  type DeliveryClock,
  deliveryClock,
  percentile,
  streamWatchers,
  subscribeAll,
} from "./watch-crowd.ts";

interface Open {
  readonly url: string;
  readonly sessionId: string;
  readonly channels: readonly string[];
  readonly streams: readonly string[];
}

const say = (message: unknown) => process.stdout.write(`${JSON.stringify(message)}\n`);

let clock: DeliveryClock | undefined;
let order: Open | undefined;
let channels: BenchChannel[] = [];
let streams: AbortController[] = [];
for await (const line of createInterface({ input: process.stdin })) {
  const message = JSON.parse(line) as Record<string, unknown>;
  if (message.open) {
    order = message.open as Open;
    clock = deliveryClock(order.channels.length + order.streams.length, (version) => say({ heard: version }));
    channels = await channelConnections(order.url, order.channels, clock);
    say({ connected: channels.length });
  } else if (message.subscribe && order && clock) {
    await subscribeAll(channels, order.sessionId);
    say({ subscribed: channels.length });
  } else if (message.stream && order && clock) {
    streams = await streamWatchers(order.url, order.sessionId, order.streams, clock);
    say({ streaming: streams.length });
  } else if (typeof message.sent === "number") clock?.sent(message.sent, Number(message.at));
  else if (message.report) {
    const delays = clock?.delays() ?? [];
    say({ deliveries: delays.length, p50_ms: percentile(delays, 50), p99_ms: percentile(delays, 99) });
  }
}
for (const channel of channels) channel.close();
for (const stream of streams) stream.abort();
process.exit(0);
