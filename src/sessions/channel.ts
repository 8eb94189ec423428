/** Where a participant acts from: the web (REST) or the messenger (the bot). */
export type Channel = "web" | "messenger";

/** The presence flag a channel sets on a participant. */
export function presenceFlags(channel: Channel) {
  return channel === "web" ? ({ presence_web: 1 } as const) : ({ presence_messenger: 1 } as const);
}
