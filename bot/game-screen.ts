import type { InlineKeyboardButton, InlineKeyboardMarkup } from "grammy/types";
import type { ChatButton } from "../src/games/game-module.ts";
import { findGame, type StateDocument } from "../src/games/registry.ts";
import { encodeButton } from "./callback-data.ts";
import { absenceLines, clockLine } from "./clock-caption.ts";
import { gameNameIn } from "./game-named.ts";
import type { Translator } from "./i18n.ts";
import { shownName } from "./player-name.ts";

/** The caption and buttons under a game's board photo. */
export interface GameScreen {
  readonly caption: string;
  readonly keyboard: InlineKeyboardMarkup;
}

export const CAPTION_MAX_CHARS = 1024;

function nameOf(doc: StateDocument, participantId: string, t: Translator): string {
  const name = doc.players.find((p) => p.participant_id === participantId)?.display_name;
  return name === undefined ? "?" : shownName(name, t);
}

/** The game's chat face and its words in the translator's language. */
function faceOf(doc: StateDocument, t: Translator) {
  const game = findGame(doc.plugin_id);
  return game && { game, words: game.words.of(t.words) };
}

/** Who made the last move: a player, a stand-in for one ("🤖 for Ann"), or the timer. */
function moverName(doc: StateDocument, last: NonNullable<StateDocument["last_action"]>, t: Translator) {
  if (last.participant_id !== "system") return nameOf(doc, last.participant_id, t);
  const standInFor = last.payload.stand_in_for;
  return typeof standInFor === "string" ? t.t("caption_stand_in", { name: nameOf(doc, standInFor, t) }) : "⏱";
}

function lastActionLine(doc: StateDocument, t: Translator): string | null {
  const last = doc.last_action;
  if (!last) return null;
  const name = moverName(doc, last, t);
  const face = faceOf(doc, t);
  const choice = () => face?.game.chat.choice(last.payload.cell, face.words) ?? String(last.payload.cell);
  const action =
    last.action_type === "roll_dice"
      ? t.t("last_roll")
      : last.action_type === "pass"
        ? t.t("last_pass")
        : last.action_type === "choose_cell"
          ? t.t("last_choose", { choice: choice() })
          : t.t("last_timeout");
  return t.t("caption_last", { name, action });
}

/** The running game's clocks at `nowMs`, or else the turn's deadline, or nothing when untimed. */
function timeLines(doc: StateDocument, t: Translator, nowMs: number): string[] {
  const clocks = clockLine(doc, t, nowMs);
  if (clocks) return [clocks];
  const deadline = doc.turn?.deadline;
  return deadline ? [t.t("caption_deadline", { time: deadline.slice(11, 19) })] : [];
}

/** The position in words (issue 54): a screen reader reads the caption, not the photo. */
function positionLines(
  doc: StateDocument,
  face: NonNullable<ReturnType<typeof faceOf>>,
  t: Translator,
): string[] {
  const names = [...doc.players].sort((a, b) => a.seat - b.seat).map((p) => shownName(p.display_name, t));
  return face.game.chat.position(doc.board, face.words, names);
}

function captionOf(doc: StateDocument, t: Translator, nowMs: number): string {
  const face = faceOf(doc, t);
  const lines = [t.t("caption_head", { game: gameNameIn(t, doc.plugin_id), version: doc.version })];
  if (doc.status === "running") {
    if (doc.paused) lines.push(t.t("caption_paused"));
    else if (doc.turn) {
      lines.push(t.t("caption_turn", { name: nameOf(doc, doc.turn.participant_id, t) }));
      lines.push(...timeLines(doc, t, nowMs));
    }
    lines.push(...absenceLines(doc, t, nowMs));
    if (face) lines.push(...face.game.chat.status(doc.board, face.words));
  } else if (doc.status === "aborted") {
    lines.push(t.t("caption_aborted"));
  } else if (doc.winners?.length) {
    lines.push(t.t("caption_won", { names: doc.winners.map((w) => nameOf(doc, w, t)).join(", ") }));
  } else {
    lines.push(t.t("caption_draw"));
  }
  const scores = doc.players.map((p) => {
    const name = shownName(p.display_name, t);
    return face?.game.chat.scoreLine(p.seat, name, p.score) ?? `${name} ${p.score}`;
  });
  lines.push(t.t("caption_scores", { scores: scores.join(" · ") }));
  const last = lastActionLine(doc, t);
  if (last) lines.push(last);
  if (face) lines.push(...positionLines(doc, face, t));
  return lines.join("\n").slice(0, CAPTION_MAX_CHARS);
}

/** One of the game's buttons as Telegram's: moves and holds carry the game and its version, a peek the game. */
function telegramButton(doc: StateDocument, button: ChatButton): InlineKeyboardButton {
  const { game_id: gameId, version } = doc;
  if ("move" in button)
    return {
      text: button.text,
      callback_data: encodeButton({ kind: "act", gameId, version, move: button.move }),
    };
  if ("hold" in button)
    return {
      text: button.text,
      callback_data: encodeButton({ kind: "hold", gameId, version, die: button.hold }),
    };
  if ("peek" in button) return { text: button.text, callback_data: encodeButton({ kind: "peek", gameId }) };
  return { text: button.text, callback_data: encodeButton({ kind: "noop" }) };
}

/** The buttons of the viewer's allowed actions, as the game lays them out; `holdMask` marks the dice kept. */
function actionRows(doc: StateDocument, t: Translator, holdMask: number): InlineKeyboardButton[][] {
  const face = faceOf(doc, t);
  if (!face) return [];
  const rows = face.game.chat.keyboard(
    { board: doc.board, allowed: doc.allowed_actions, holdMask },
    face.words,
  );
  return rows.map((row) => row.map((button) => telegramButton(doc, button)));
}

/** Where the "Play in app" button of a chat's game message leads. */
export interface WebAppTarget {
  /** The https origin serving /play; unset (or plain http, which Telegram refuses) = no button. */
  readonly baseUrl: string | undefined;
  readonly chatId: string;
  /** The game's session is public: a running game offers its web watch page to anyone the message reaches. */
  readonly watchable?: boolean;
}

/** The Mini App button: Telegram allows web_app buttons only in private chats (positive ids) and over https. */
function webAppRow(
  doc: StateDocument,
  t: Translator,
  target: WebAppTarget | undefined,
): InlineKeyboardButton[][] {
  if (!target?.baseUrl?.startsWith("https://") || !(Number(target.chatId) > 0)) return [];
  const url = `${target.baseUrl.replace(/\/+$/, "")}/play/s/${doc.session_id}`;
  return [[{ text: t.t("btn_play_in_app"), web_app: { url } }]];
}

/** The web origin of the links under a game, when there is one (http or https). */
function webOrigin(baseUrl: string | undefined): string | undefined {
  return /^https?:\/\//.test(baseUrl ?? "") ? baseUrl?.replace(/\/+$/, "") : undefined;
}

/** 👀 Watch under a running public game: its web watch page, which anyone signed in may open. */
function watchRow(
  doc: StateDocument,
  t: Translator,
  target: WebAppTarget | undefined,
): InlineKeyboardButton[][] {
  const origin = webOrigin(target?.baseUrl);
  if (!origin || !target?.watchable) return [];
  return [[{ text: t.t("btn_watch"), url: `${origin}/play/g/${doc.game_id}` }]];
}

/**
 * Links to a finished game's replay and to checking it in the browser
 * (/play/verify/{id}, which replays its export with the game's own rules),
 * when there is a web origin.
 */
function webLinks(doc: StateDocument, t: Translator, baseUrl: string | undefined): InlineKeyboardButton[] {
  const origin = webOrigin(baseUrl);
  if (!origin) return [];
  return [
    { text: t.t("btn_replay"), url: `${origin}/play/replay/${doc.game_id}` },
    { text: t.t("btn_verify"), url: `${origin}/play/verify/${doc.game_id}` },
  ];
}

/** Under a finished game: a rematch, its replay and verify links on the web, and a new game. */
function afterGameRows(
  doc: StateDocument,
  t: Translator,
  baseUrl: string | undefined,
): InlineKeyboardButton[][] {
  const rematch = {
    text: t.t("btn_rematch"),
    callback_data: encodeButton({ kind: "rematch", gameId: doc.game_id }),
  };
  const newGame = {
    text: t.t("btn_new_game"),
    callback_data: encodeButton({ kind: "games", sessionId: doc.session_id }),
  };
  return doc.status === "finished" ? [[rematch, ...webLinks(doc, t, baseUrl)], [newGame]] : [[newGame]];
}

/**
 * Caption and keyboard of a game message, for the viewer whose allowed
 * actions `doc` carries; the clocks read as at `nowMs`.
 */
export function buildGameScreen(
  doc: StateDocument,
  t: Translator,
  nowMs: number,
  holdMask = 0,
  webApp?: WebAppTarget,
): GameScreen {
  const rows =
    doc.status === "running"
      ? [...actionRows(doc, t, holdMask), ...watchRow(doc, t, webApp)]
      : afterGameRows(doc, t, webApp?.baseUrl);
  return {
    caption: captionOf(doc, t, nowMs),
    keyboard: { inline_keyboard: [...rows, ...webAppRow(doc, t, webApp)] },
  };
}
