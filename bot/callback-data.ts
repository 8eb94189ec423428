import { createHash } from "node:crypto";
import type { ChatMove } from "../src/games/game-module.ts";
import type { Strength } from "../src/games/strategy.ts";

/**
 * Button payloads. Telegram allows 64 bytes of `callback_data`, so ids travel
 * as the UUID's 16 bytes in base64url (22 characters) and every payload is a
 * one-letter kind plus colon-separated fields. Game buttons carry the game's
 * version: a press is applied only if the game is still at that version.
 */
export type Move = ChatMove;

export type ButtonData =
  | { readonly kind: "act"; readonly gameId: string; readonly version: number; readonly move: Move }
  | { readonly kind: "hold"; readonly gameId: string; readonly version: number; readonly die: number }
  | { readonly kind: "board"; readonly gameId: string }
  | { readonly kind: "peek"; readonly gameId: string }
  | { readonly kind: "pick"; readonly sessionId: string; readonly pluginId: string }
  | { readonly kind: "games"; readonly sessionId: string }
  | { readonly kind: "rematch"; readonly gameId: string }
  | { readonly kind: "computer"; readonly sessionId: string; readonly strength: Strength }
  | { readonly kind: "uncomputer"; readonly sessionId: string; readonly participantId: string }
  | { readonly kind: "join"; readonly sessionId: string }
  | { readonly kind: "switch"; readonly sessionId: string }
  | { readonly kind: "menu"; readonly item: "new" | "join" | "mine" | "help" }
  | { readonly kind: "noop" };

export const CALLBACK_DATA_MAX_BYTES = 64;

/** A UUID as 22 base64url characters. */
export function encodeId(uuid: string): string {
  return Buffer.from(uuid.replaceAll("-", ""), "hex").toString("base64url");
}

/** The UUID behind `encodeId`, or undefined for anything else. */
export function decodeId(short: string): string | undefined {
  if (!/^[A-Za-z0-9_-]{22}$/.test(short)) return undefined;
  const hex = Buffer.from(short, "base64url").toString("hex");
  if (hex.length !== 32) return undefined;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function encodeMove(move: Move): string {
  if (move.type === "roll") return move.hold ? `r${move.hold}` : "r";
  if (move.type === "pass") return "p";
  return typeof move.cell === "number" ? `c${move.cell}` : `s${move.cell}`;
}

function decodeMove(code: string): Move | undefined {
  if (code === "r") return { type: "roll" };
  if (/^r([1-9]|[12]\d|3[01])$/.test(code)) return { type: "roll", hold: Number(code.slice(1)) };
  if (code === "p") return { type: "pass" };
  if (/^c\d{1,4}$/.test(code)) return { type: "cell", cell: Number(code.slice(1)) };
  if (/^s[a-z0-9_]{1,40}$/.test(code)) return { type: "cell", cell: code.slice(1) };
  return undefined;
}

/** Serialises a button; throws if the result would break Telegram's 64-byte limit. */
export function encodeButton(data: ButtonData): string {
  const text = (() => {
    switch (data.kind) {
      case "act":
        return `a:${encodeId(data.gameId)}:${data.version}:${encodeMove(data.move)}`;
      case "hold":
        return `h:${encodeId(data.gameId)}:${data.version}:${data.die}`;
      case "board":
        return `b:${encodeId(data.gameId)}`;
      case "peek":
        return `v:${encodeId(data.gameId)}`;
      case "pick":
        return `g:${encodeId(data.sessionId)}:${data.pluginId}`;
      case "games":
        return `k:${encodeId(data.sessionId)}`;
      case "rematch":
        return `e:${encodeId(data.gameId)}`;
      case "computer":
        return `c:${encodeId(data.sessionId)}:${data.strength}`;
      case "uncomputer":
        return `r:${encodeId(data.sessionId)}:${encodeId(data.participantId)}`;
      case "join":
        return `j:${encodeId(data.sessionId)}`;
      case "switch":
        return `s:${encodeId(data.sessionId)}`;
      case "menu":
        return `m:${data.item}`;
      case "noop":
        return "x";
    }
  })();
  if (Buffer.byteLength(text) > CALLBACK_DATA_MAX_BYTES) {
    throw new Error(`callback_data over ${CALLBACK_DATA_MAX_BYTES} bytes: ${text}`);
  }
  return text;
}

/** Parses a button payload; undefined for anything this bot did not make. */
export function parseButton(text: string): ButtonData | undefined {
  const [kind, a = "", b = "", c = ""] = text.split(":");
  const id = decodeId(a);
  const version = /^\d{1,9}$/.test(b) ? Number(b) : undefined;
  switch (kind) {
    case "a": {
      const move = decodeMove(c);
      return id && version !== undefined && move ? { kind: "act", gameId: id, version, move } : undefined;
    }
    case "h":
      return id && version !== undefined && /^[0-9]$/.test(c)
        ? { kind: "hold", gameId: id, version, die: Number(c) }
        : undefined;
    case "b":
      return id ? { kind: "board", gameId: id } : undefined;
    case "v":
      return id ? { kind: "peek", gameId: id } : undefined;
    case "g":
      return id && /^[a-z0-9-]{1,40}$/.test(b) ? { kind: "pick", sessionId: id, pluginId: b } : undefined;
    case "k":
      return id ? { kind: "games", sessionId: id } : undefined;
    case "e":
      return id ? { kind: "rematch", gameId: id } : undefined;
    case "c":
      return id && (b === "easy" || b === "hard")
        ? { kind: "computer", sessionId: id, strength: b }
        : undefined;
    case "r": {
      const participantId = decodeId(b);
      return id && participantId ? { kind: "uncomputer", sessionId: id, participantId } : undefined;
    }
    case "j":
      return id ? { kind: "join", sessionId: id } : undefined;
    case "s":
      return id ? { kind: "switch", sessionId: id } : undefined;
    case "m":
      return a === "new" || a === "join" || a === "mine" || a === "help"
        ? { kind: "menu", item: a }
        : undefined;
    case "x":
      return { kind: "noop" };
    default:
      return undefined;
  }
}

const ACTION_NAMESPACE = "telegram-callback-query";

/**
 * A name-based (version 5 style) UUID from a callback query id. The same
 * press delivered twice yields the same action id, and the game service
 * applies an action id once, so a redelivered press moves nothing.
 */
export function actionIdFor(callbackQueryId: string): string {
  const bytes = createHash("sha1").update(`${ACTION_NAMESPACE}:${callbackQueryId}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
