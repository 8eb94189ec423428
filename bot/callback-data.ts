import { createHash } from "node:crypto";
import type { ChatMove } from "../src/games/game-module.ts";
import { STRENGTHS, type Strength } from "../src/games/strategy.ts";
import { LOCALE_TAGS, type Locale } from "../src/i18n/locales.ts";
import { count, decodeId, decodeMove, dieIndex, encodeId, encodeMove, oneOf } from "./callback-fields.ts";

/**
 * Button payloads: the bot's whole `callback_data` protocol. Telegram allows
 * 64 bytes, so ids travel as the UUID's 16 bytes in base64url (22 characters)
 * and every payload is a family prefix plus colon-separated fields. Game
 * buttons carry the game's version: a press is applied only if the game is
 * still at that version.
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
  | { readonly kind: "reclaim"; readonly gameId: string }
  | { readonly kind: "computer"; readonly sessionId: string; readonly strength: Strength }
  | { readonly kind: "uncomputer"; readonly sessionId: string; readonly participantId: string }
  | { readonly kind: "join"; readonly sessionId: string }
  | { readonly kind: "switch"; readonly sessionId: string }
  | { readonly kind: "menu"; readonly item: "new" | "join" | "mine" | "help" | "quick" }
  | { readonly kind: "language"; readonly language: Locale }
  | { readonly kind: "players"; readonly count: number }
  | { readonly kind: "turnLimit"; readonly seconds: number }
  | { readonly kind: "tournamentJoin"; readonly tournamentId: string }
  | { readonly kind: "tournamentStart"; readonly tournamentId: string }
  | { readonly kind: "quickPlay"; readonly pluginId: string }
  | { readonly kind: "quickCancel"; readonly ticketId: string }
  | { readonly kind: "eraseMe"; readonly answer: "yes" | "no" }
  | { readonly kind: "lobby"; readonly page: number; readonly pluginId: string }
  | { readonly kind: "tvStop"; readonly gameId: string }
  | { readonly kind: "tvNext"; readonly pluginId: string }
  | { readonly kind: "noop" };

export type ButtonKind = ButtonData["kind"];
export type ButtonOf<K extends ButtonKind> = Extract<ButtonData, { readonly kind: K }>;

export const CALLBACK_DATA_MAX_BYTES = 64;

type Decoded<T> = { [P in keyof T]: Exclude<T[P], undefined> };

/** A button of `kind` made of `fields`, or undefined when one of them did not decode. */
function whole<K extends ButtonKind, T extends object>(
  kind: K,
  fields: T,
): ({ readonly kind: K } & Decoded<T>) | undefined {
  return Object.values(fields).includes(undefined) ? undefined : { kind, ...(fields as Decoded<T>) };
}

/** How one family of buttons is written: its prefix, and its fields after it. */
interface Family<K extends ButtonKind> {
  /** The text before the first colon; no two families share one. */
  readonly prefix: string;
  readonly write: (button: ButtonOf<K>) => readonly (string | number)[];
  /** The button from the fields after the prefix; undefined when they are not a valid one. */
  readonly read: (fields: readonly string[]) => ButtonOf<K> | undefined;
}

/** The prefix table: every family of buttons the bot makes, and how each is written and read. */
const FAMILIES: { readonly [K in ButtonKind]: Family<K> } = {
  act: {
    prefix: "a",
    write: (b) => [encodeId(b.gameId), b.version, encodeMove(b.move)],
    read: ([id, version, move]) =>
      whole("act", { gameId: decodeId(id), version: count(version, 9), move: decodeMove(move) }),
  },
  hold: {
    prefix: "h",
    write: (b) => [encodeId(b.gameId), b.version, b.die],
    read: ([id, version, die]) =>
      whole("hold", { gameId: decodeId(id), version: count(version, 9), die: dieIndex(die) }),
  },
  board: {
    prefix: "b",
    write: (b) => [encodeId(b.gameId)],
    read: ([id]) => whole("board", { gameId: decodeId(id) }),
  },
  peek: {
    prefix: "v",
    write: (b) => [encodeId(b.gameId)],
    read: ([id]) => whole("peek", { gameId: decodeId(id) }),
  },
  rematch: {
    prefix: "e",
    write: (b) => [encodeId(b.gameId)],
    read: ([id]) => whole("rematch", { gameId: decodeId(id) }),
  },
  reclaim: {
    prefix: "back",
    write: (b) => [encodeId(b.gameId)],
    read: ([id]) => whole("reclaim", { gameId: decodeId(id) }),
  },
  pick: {
    prefix: "g",
    write: (b) => [encodeId(b.sessionId), b.pluginId],
    read: ([id, plugin = ""]) =>
      whole("pick", {
        sessionId: decodeId(id),
        pluginId: /^[a-z0-9-]{1,40}$/.test(plugin) ? plugin : undefined,
      }),
  },
  games: {
    prefix: "k",
    write: (b) => [encodeId(b.sessionId)],
    read: ([id]) => whole("games", { sessionId: decodeId(id) }),
  },
  computer: {
    prefix: "c",
    write: (b) => [encodeId(b.sessionId), b.strength],
    read: ([id, strength]) =>
      whole("computer", { sessionId: decodeId(id), strength: oneOf(STRENGTHS, strength) }),
  },
  uncomputer: {
    prefix: "r",
    write: (b) => [encodeId(b.sessionId), encodeId(b.participantId)],
    read: ([id, participant]) =>
      whole("uncomputer", { sessionId: decodeId(id), participantId: decodeId(participant) }),
  },
  join: {
    prefix: "j",
    write: (b) => [encodeId(b.sessionId)],
    read: ([id]) => whole("join", { sessionId: decodeId(id) }),
  },
  switch: {
    prefix: "s",
    write: (b) => [encodeId(b.sessionId)],
    read: ([id]) => whole("switch", { sessionId: decodeId(id) }),
  },
  menu: {
    prefix: "m",
    write: (b) => [b.item],
    read: ([item]) => whole("menu", { item: oneOf(["new", "join", "mine", "help", "quick"], item) }),
  },
  language: {
    prefix: "lang",
    write: (b) => [b.language],
    read: ([language]) => whole("language", { language: oneOf(LOCALE_TAGS, language) }),
  },
  players: {
    prefix: "np",
    write: (b) => [b.count],
    read: ([players]) => whole("players", { count: count(players, 3) }),
  },
  turnLimit: {
    prefix: "nt",
    write: (b) => [b.seconds],
    read: ([seconds]) => whole("turnLimit", { seconds: count(seconds, 6) }),
  },
  tournamentJoin: {
    prefix: "tj",
    write: (b) => [encodeId(b.tournamentId)],
    read: ([id]) => whole("tournamentJoin", { tournamentId: decodeId(id) }),
  },
  tournamentStart: {
    prefix: "ts",
    write: (b) => [encodeId(b.tournamentId)],
    read: ([id]) => whole("tournamentStart", { tournamentId: decodeId(id) }),
  },
  quickPlay: {
    prefix: "q",
    write: (b) => [b.pluginId],
    read: ([plugin = ""]) =>
      whole("quickPlay", { pluginId: /^[a-z0-9-]{1,40}$/.test(plugin) ? plugin : undefined }),
  },
  quickCancel: {
    prefix: "qx",
    write: (b) => [encodeId(b.ticketId)],
    read: ([id]) => whole("quickCancel", { ticketId: decodeId(id) }),
  },
  eraseMe: {
    prefix: "erase",
    write: (b) => [b.answer],
    read: ([answer]) => whole("eraseMe", { answer: oneOf(["yes", "no"], answer) }),
  },
  lobby: {
    prefix: "lb",
    write: (b) => [b.page, b.pluginId],
    read: ([page, plugin = ""]) =>
      whole("lobby", {
        page: count(page, 2),
        pluginId: /^[a-z0-9-]{0,40}$/.test(plugin) ? plugin : undefined,
      }),
  },
  tvStop: {
    prefix: "tvx",
    write: (b) => [encodeId(b.gameId)],
    read: ([id]) => whole("tvStop", { gameId: decodeId(id) }),
  },
  tvNext: {
    prefix: "tvn",
    write: (b) => [b.pluginId],
    read: ([plugin = ""]) =>
      whole("tvNext", { pluginId: /^[a-z0-9-]{0,40}$/.test(plugin) ? plugin : undefined }),
  },
  noop: { prefix: "x", write: () => [], read: (fields) => (fields.length ? undefined : { kind: "noop" }) },
};

const KINDS = Object.keys(FAMILIES) as ButtonKind[];

/** Serialises a button; throws if the result would break Telegram's 64-byte limit. */
export function encodeButton<K extends ButtonKind>(data: ButtonOf<K>): string {
  const family: Family<K> = FAMILIES[data.kind];
  const text = [family.prefix, ...family.write(data)].join(":");
  if (Buffer.byteLength(text) > CALLBACK_DATA_MAX_BYTES) {
    throw new Error(`callback_data over ${CALLBACK_DATA_MAX_BYTES} bytes: ${text}`);
  }
  return text;
}

/** The family a payload claims by its prefix, before any field is read. */
export function buttonKindOf(text: string): ButtonKind | undefined {
  const prefix = text.split(":", 1)[0];
  return KINDS.find((kind) => FAMILIES[kind].prefix === prefix);
}

/** A payload read as a button of `kind`; undefined if it is another family's or malformed. */
export function parseButtonAs<K extends ButtonKind>(kind: K, text: string): ButtonOf<K> | undefined {
  const [prefix, ...fields] = text.split(":");
  return prefix === FAMILIES[kind].prefix ? FAMILIES[kind].read(fields) : undefined;
}

/** Parses a button payload; undefined for anything this bot did not make. */
export function parseButton(text: string): ButtonData | undefined {
  const kind = buttonKindOf(text);
  return kind && parseButtonAs(kind, text);
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
