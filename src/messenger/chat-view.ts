import { findGame } from "../db/repositories/game-repository.ts";
import { findParticipantByUser } from "../db/repositories/participant-repository.ts";
import { findSession } from "../db/repositories/session-repository.ts";
import type { Reader } from "../db/store.ts";
import { findPlugin, type StateDocument } from "../games/registry.ts";
import type { Locale } from "../i18n/locales.ts";
import type { BoardImages } from "../images/board-images.ts";
import { seatsOf } from "../model/game-record.ts";
import { buildStateDocument } from "../model/state-document.ts";

/**
 * Whose eyes a chat's game message uses: a participant (their private chat),
 * a user looked up in the game's session, whoever moves now (a group's
 * shared message, whose buttons are the mover's; presses are checked per
 * user), or a spectator without a seat (a watched public game: nothing hidden, no buttons).
 */
export type ChatViewer =
  | { readonly participantId: string }
  | { readonly userId: string }
  | { readonly mover: true }
  | { readonly spectator: true };

/** A game as one chat shows it. */
export interface ChatView {
  /** The state document through the viewer's eyes (its version and status are the game's). */
  readonly doc: StateDocument;
  /** The seat the buttons belong to, or null when nobody can move. */
  readonly viewerParticipantId: string | null;
  /** The game's session is public: anyone may watch it. */
  readonly watchable: boolean;
  /** The board of this very version as a PNG, words in `language`; drawn as everyone sees it, never the viewer's secrets. */
  image(language: Locale): Promise<Buffer>;
}

/** Loads a game and its state document for a chat's viewer; undefined when the game is gone. */
export async function loadChatView(
  db: Reader,
  boards: BoardImages,
  gameId: string,
  viewer: ChatViewer,
): Promise<ChatView | undefined> {
  const game = await findGame(db, gameId);
  if (!game) return undefined;
  const plugin = findPlugin(game.plugin_id);
  if (!plugin) return undefined;
  const session = await findSession(db, game.session_id);
  const state = JSON.parse(game.state);
  let viewerParticipantId: string | null;
  if ("mover" in viewer) {
    const turn = plugin.view(state, null).turn;
    viewerParticipantId = turn === null ? null : (seatsOf(game)[turn]?.id ?? null);
  } else if ("spectator" in viewer) {
    viewerParticipantId = null;
  } else if ("userId" in viewer) {
    viewerParticipantId = (await findParticipantByUser(db, game.session_id, viewer.userId))?.id ?? null;
  } else {
    viewerParticipantId = viewer.participantId;
  }
  const doc = buildStateDocument(game, plugin, state, viewerParticipantId, session?.status === "Paused");
  return {
    doc,
    viewerParticipantId,
    watchable: session?.visibility === "public",
    image: (language) => boards.image(game, "png", language),
  };
}
