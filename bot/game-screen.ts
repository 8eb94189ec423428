import type { InlineKeyboardButton, InlineKeyboardMarkup } from "grammy/types";
import { findPlugin } from "../src/games/registry.ts";
import { YACHT_CATEGORIES, type YachtCategory } from "../src/games/yacht/yacht-board.ts";
import type { StateDocument } from "../src/play/state-document.ts";
import { encodeButton, type Move } from "./callback-data.ts";
import type { Translator } from "./i18n.ts";

/** The caption and buttons under a game's board photo. */
export interface GameScreen {
  readonly caption: string;
  readonly keyboard: InlineKeyboardMarkup;
}

export const CAPTION_MAX_CHARS = 1024;
const GRID_MARKS = ["❌", "⭕"];

const isCategory = (value: unknown): value is YachtCategory =>
  typeof value === "string" && (YACHT_CATEGORIES as readonly string[]).includes(value);

function nameOf(doc: StateDocument, participantId: string): string {
  return doc.players.find((p) => p.participant_id === participantId)?.display_name ?? "?";
}

function lastActionLine(doc: StateDocument, t: Translator): string | null {
  const last = doc.last_action;
  if (!last) return null;
  const name = last.participant_id === "system" ? "⏱" : nameOf(doc, last.participant_id);
  const cell = last.payload.cell;
  const action =
    last.action_type === "roll_dice"
      ? t.t("last_roll")
      : last.action_type === "pass"
        ? t.t("last_pass")
        : last.action_type === "choose_cell"
          ? t.t("last_choose", { choice: isCategory(cell) ? t.category(cell) : String(Number(cell) + 1) })
          : t.t("last_timeout");
  return t.t("caption_last", { name, action });
}

function captionOf(doc: StateDocument, t: Translator): string {
  const plugin = findPlugin(doc.plugin_id);
  const lines = [t.t("caption_head", { game: plugin?.name ?? doc.plugin_id, version: doc.version })];
  if (doc.status === "running") {
    if (doc.paused) lines.push(t.t("caption_paused"));
    else if (doc.turn) {
      lines.push(t.t("caption_turn", { name: nameOf(doc, doc.turn.participant_id) }));
      if (doc.turn.deadline) lines.push(t.t("caption_deadline", { time: doc.turn.deadline.slice(11, 19) }));
    }
    if (doc.board.kind === "yacht" && doc.board.dice.some((d) => d > 0)) {
      lines.push(t.t("caption_rolls_left", { count: doc.board.rolls_left }));
    }
  } else if (doc.status === "aborted") {
    lines.push(t.t("caption_aborted"));
  } else if (doc.winners?.length) {
    lines.push(t.t("caption_won", { names: doc.winners.map((w) => nameOf(doc, w)).join(", ") }));
  } else {
    lines.push(t.t("caption_draw"));
  }
  const scores = doc.players.map((p) =>
    doc.board.kind === "grid"
      ? `${GRID_MARKS[p.seat] ?? ""} ${p.display_name}`
      : `${p.display_name} ${p.score}`,
  );
  lines.push(t.t("caption_scores", { scores: scores.join(" · ") }));
  const last = lastActionLine(doc, t);
  if (last) lines.push(last);
  return lines.join("\n").slice(0, CAPTION_MAX_CHARS);
}

function act(doc: StateDocument, move: Move): string {
  return encodeButton({ kind: "act", gameId: doc.game_id, version: doc.version, move });
}

function gridRows(doc: StateDocument, choices: readonly (number | string)[]): InlineKeyboardButton[][] {
  if (doc.board.kind !== "grid") return [];
  const { rows, cols, cells } = doc.board;
  const free = new Set(choices);
  return Array.from({ length: rows }, (_, r) =>
    Array.from({ length: cols }, (_, c) => {
      const i = r * cols + c;
      const mark = cells[i];
      return free.has(i)
        ? { text: "·", callback_data: act(doc, { type: "cell", cell: i }) }
        : { text: mark === null || mark === undefined ? " " : (GRID_MARKS[mark] ?? "?"), callback_data: "x" };
    }),
  );
}

function choiceRows(doc: StateDocument, choices: readonly (number | string)[], t: Translator) {
  const potential = doc.board.kind === "yacht" ? doc.board.potential : {};
  const buttons = choices.map((choice) => ({
    text: isCategory(choice) ? `${t.category(choice)} · ${potential[choice] ?? 0}` : String(choice),
    callback_data: act(doc, { type: "cell", cell: choice }),
  }));
  const rows: InlineKeyboardButton[][] = [];
  for (let i = 0; i < buttons.length; i += 2) rows.push(buttons.slice(i, i + 2));
  return rows;
}

/** The buttons of the viewer's allowed actions; `holdMask` marks the yacht dice kept for the next roll. */
function actionRows(doc: StateDocument, t: Translator, holdMask: number): InlineKeyboardButton[][] {
  const rows: InlineKeyboardButton[][] = [];
  const allowed = doc.allowed_actions;
  const roll = allowed.find((a) => a.action_type === "roll_dice");
  const choose = allowed.find((a) => a.action_type === "choose_cell");
  const pass = allowed.find((a) => a.action_type === "pass");
  if (roll?.hold && doc.board.kind === "yacht") {
    rows.push(
      doc.board.dice.map((die, i) => ({
        text: holdMask & (1 << i) ? `🔒${die}` : String(die),
        callback_data: encodeButton({ kind: "hold", gameId: doc.game_id, version: doc.version, die: i }),
      })),
    );
  }
  const top: InlineKeyboardButton[] = [];
  if (roll) {
    const label =
      doc.board.kind === "yacht" && doc.board.dice.some((d) => d > 0)
        ? t.t("act_roll_left", { count: doc.board.rolls_left })
        : t.t("act_roll");
    const hold = roll.hold ? holdMask : 0;
    top.push({ text: label, callback_data: act(doc, hold ? { type: "roll", hold } : { type: "roll" }) });
  }
  if (pass) {
    const label =
      doc.board.kind === "dice-race"
        ? t.t("act_bank", { points: doc.board.turn_total })
        : doc.board.kind === "yacht"
          ? t.t("act_stop")
          : t.t("act_pass");
    top.push({ text: label, callback_data: act(doc, { type: "pass" }) });
  }
  if (top.length) rows.push(top);
  if (choose?.choices) {
    rows.push(
      ...(doc.board.kind === "grid" ? gridRows(doc, choose.choices) : choiceRows(doc, choose.choices, t)),
    );
  }
  return rows;
}

/** Where the "Play in app" button of a chat's game message leads. */
export interface WebAppTarget {
  /** The https origin serving /play; unset (or plain http, which Telegram refuses) = no button. */
  readonly baseUrl: string | undefined;
  readonly chatId: string;
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

/** Caption and keyboard of a game message, for the viewer whose allowed actions `doc` carries. */
export function buildGameScreen(
  doc: StateDocument,
  t: Translator,
  holdMask = 0,
  webApp?: WebAppTarget,
): GameScreen {
  const rows =
    doc.status === "running"
      ? actionRows(doc, t, holdMask)
      : [
          [
            {
              text: t.t("btn_new_game"),
              callback_data: encodeButton({ kind: "games", sessionId: doc.session_id }),
            },
          ],
        ];
  return {
    caption: captionOf(doc, t),
    keyboard: { inline_keyboard: [...rows, ...webAppRow(doc, t, webApp)] },
  };
}

/** The yacht dice indices a hold mask keeps. */
export function heldDice(mask: number): number[] {
  return [0, 1, 2, 3, 4].filter((i) => mask & (1 << i));
}
