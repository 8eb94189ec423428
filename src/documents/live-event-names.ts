/** The names of the events a live session stream sends. */
export const LIVE_EVENT_NAMES = [
  "snapshot",
  "resync",
  "session",
  "game_started",
  "action_applied",
  "turn",
  "game_over",
  "presence",
] as const;
export type LiveEventName = (typeof LIVE_EVENT_NAMES)[number];
