import type { StateDocument } from "../src/games/registry.ts";
import { encodeButton } from "./callback-data.ts";
import { buildGameScreen, CAPTION_MAX_CHARS, type GameScreen } from "./game-screen.ts";
import type { Translator } from "./i18n.ts";

/**
 * A TV message: the game's caption as a spectator reads it under a TV head,
 * with Stop while it runs, and Next game (of the same game, when the watch
 * named one) once it is over. Never a move button: nobody watching moves.
 */
export function buildTvScreen(
  doc: StateDocument,
  t: Translator,
  nowMs: number,
  pluginId: string,
): GameScreen {
  const caption = `${t.t("tv_head")}\n${buildGameScreen(doc, t, nowMs).caption}`.slice(0, CAPTION_MAX_CHARS);
  const button =
    doc.status === "running"
      ? { text: t.t("btn_tv_stop"), callback_data: encodeButton({ kind: "tvStop", gameId: doc.game_id }) }
      : { text: t.t("btn_tv_next"), callback_data: encodeButton({ kind: "tvNext", pluginId }) };
  return { caption, keyboard: { inline_keyboard: [[button]] } };
}
