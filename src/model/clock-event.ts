import type { OnTimeout } from "../documents/clock-documents.ts";

/** What the clock did to a game: a timeout and how it was met, or a move for an absent seat. */
export type ClockEvent =
  | { readonly kind: "timeout"; readonly outcome: OnTimeout }
  | { readonly kind: "stand_in_move" }
  /** A forfeited seat's turn passed. */
  | { readonly kind: "seat_passed" }
  | { readonly kind: "reclaim" };
