/**
 * The fields a button payload is made of (callback-data.ts), each with its
 * compact text form: ids, counts, dice, hold masks and chat moves.
 */
import type { ChatMove, ChatPayload } from "../src/games/game-module.ts";

/** Dice a hold mask can mark: bit i is die i, and the mask stays a positive 32-bit integer. */
export const MAX_HELD_DICE = 31;

/** The dice indices a hold mask keeps, lowest first. */
export function heldDice(mask: number): number[] {
  return Array.from({ length: MAX_HELD_DICE }, (_, i) => i).filter((i) => mask & (1 << i));
}

/** A UUID as 22 base64url characters. */
export function encodeId(uuid: string): string {
  return Buffer.from(uuid.replaceAll("-", ""), "hex").toString("base64url");
}

/** The UUID behind `encodeId`, or undefined for anything else. */
export function decodeId(short: string | undefined): string | undefined {
  if (!short || !/^[A-Za-z0-9_-]{22}$/.test(short)) return undefined;
  const hex = Buffer.from(short, "base64url").toString("hex");
  if (hex.length !== 32) return undefined;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A whole number of at most `digits` digits, or undefined. */
export function count(text: string | undefined, digits: number): number | undefined {
  return text !== undefined && new RegExp(`^\\d{1,${digits}}$`).test(text) ? Number(text) : undefined;
}

/** `text` if it is one of `values`. */
export function oneOf<T extends string>(values: readonly T[], text: string | undefined): T | undefined {
  return values.find((value) => value === text);
}

/** A die's index in a hold mask. */
export function dieIndex(text: string | undefined): number | undefined {
  const index = count(text, 2);
  return index !== undefined && index < MAX_HELD_DICE ? index : undefined;
}

/** A hold mask of at least one die: 1 to 2^31 - 1. */
export function holdMask(text: string): number | undefined {
  const mask = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : 0;
  return mask > 0 && mask < 2 ** MAX_HELD_DICE ? mask : undefined;
}

/** A chat move as a button field: r[mask], p, c<cell>, s<cell>, or n<action type> with ~key.value pairs. */
export function encodeMove(move: ChatMove): string {
  if (move.type === "roll") return move.hold ? `r${move.hold}` : "r";
  if (move.type === "pass") return "p";
  if (move.type === "act") return `n${move.action_type}${encodePayload(move.payload ?? {})}`;
  return typeof move.cell === "number" ? `c${move.cell}` : `s${move.cell}`;
}

const ACT_MOVE = /^n([a-z][a-z0-9_]{0,31})((?:~[a-z][a-z0-9_]{0,15}\.(?:-?\d{1,6}|'[a-z0-9_]{1,20}))*)$/;

// A number is written as it is, a word after an apostrophe, so "7" and 7 stay apart.
function encodePayload(payload: ChatPayload): string {
  return Object.entries(payload)
    .map(([key, value]) => `~${key}.${typeof value === "number" ? value : `'${value}`}`)
    .join("");
}

function decodePayload(pairs: string): ChatPayload {
  const payload: Record<string, number | string> = {};
  for (const pair of pairs.split("~").slice(1)) {
    const [key = "", value = ""] = pair.split(".");
    payload[key] = value.startsWith("'") ? value.slice(1) : Number(value);
  }
  return payload;
}

/** The move behind `encodeMove`, or undefined. */
export function decodeMove(code = ""): ChatMove | undefined {
  const rest = code.slice(1);
  if (code === "r") return { type: "roll" };
  if (code.startsWith("r")) {
    const hold = holdMask(rest);
    return hold === undefined ? undefined : { type: "roll", hold };
  }
  if (code === "p") return { type: "pass" };
  if (/^c\d{1,4}$/.test(code)) return { type: "cell", cell: Number(rest) };
  if (/^s[a-z0-9_]{1,40}$/.test(code)) return { type: "cell", cell: rest };
  const act = ACT_MOVE.exec(code);
  if (act) return { type: "act", action_type: act[1] as string, payload: decodePayload(act[2] as string) };
  return undefined;
}
