import type { ActionType, GameAction, Rejection } from "../contract.ts";
import { reject } from "./reject.ts";

/** The actor the service uses for turn timeouts; it may act for whichever seat is to move. */
const SYSTEM_ACTOR = "system";

/** The part of a game's state that the shared checks need. */
export interface TurnGate {
  readonly finished: boolean;
  /** Participant id of the seat to move. */
  readonly mover: string | undefined;
  readonly accepted: readonly ActionType[];
}

/** Runs the checks every game shares, in the documented order; null lets the game's own rules decide. */
export function checkAction(gate: TurnGate, action: GameAction, actor: string): Rejection | null {
  if (gate.finished) return reject("game_over", "The game is already over.");
  if (actor !== SYSTEM_ACTOR && actor !== gate.mover) return reject("not_your_turn", "It is not your turn.");
  const type: unknown = action.action_type;
  if (type === "forfeit") {
    if (actor !== SYSTEM_ACTOR) return reject("invalid_action", "Only the turn timer can forfeit a turn.");
  } else if (!(gate.accepted as readonly unknown[]).includes(type)) {
    return reject(
      "invalid_action",
      `That move is not part of this game; you can ${describe(gate.accepted)}.`,
    );
  }
  if (!isPayloadObject(action.payload)) {
    return reject("invalid_payload", "The action payload must be an object.");
  }
  return null;
}

const VERBS: Readonly<Record<string, string>> = {
  roll_dice: "roll the dice",
  choose_cell: "choose a cell",
};

// Details reach players through the bot, so they name moves in words rather than API identifiers;
// a type without its own words reads as itself ("confirm_turn": "confirm turn").
function describe(accepted: readonly ActionType[]): string {
  return orList(
    accepted.map((type) => (Object.hasOwn(VERBS, type) && VERBS[type]) || type.replaceAll("_", " ")),
  );
}

// English's "a, b, or c" by hand: Intl.ListFormat would load ICU's locale data (8 MB resident) for one phrase.
function orList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(" or ");
  return `${items.slice(0, -1).join(", ")}, or ${items.at(-1)}`;
}

// Clients send JSON, so the declared type is only a promise the service could not fully check.
function isPayloadObject(payload: unknown): boolean {
  return typeof payload === "object" && payload !== null && !Array.isArray(payload);
}
