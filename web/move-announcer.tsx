import { useEffect, useRef, useState } from "preact/hooks";
import type { KnownWebBoard } from "./game-boards.ts";
import { gameWordsOf } from "./i18n.ts";
import type { GameState } from "./types.ts";

/** The last move as its game says it aloud, or null when the game has no words for it or no player made it. */
function moveSentence(state: GameState, web: KnownWebBoard | undefined): string | null {
  const last = state.last_action;
  const mover = state.players.find((p) => p.participant_id === last?.participant_id);
  if (!last || !mover || !web?.announce) return null;
  return web.announce(
    { action_type: last.action_type, payload: last.payload, by: mover.display_name, seat: mover.seat },
    state.board,
    gameWordsOf(web.words),
  );
}

/**
 * The game's one polite live region: each new version says its move (or roll)
 * and, when the banner changed, whose turn it is now or how the game ended,
 * once, in the page's language. Each sentence is a new node, so a repeated one
 * (the same roll twice) is still read.
 */
export function MoveAnnouncer({
  state,
  web,
  banner,
}: {
  state: GameState;
  web: KnownWebBoard | undefined;
  banner: string;
}) {
  const [said, setSaid] = useState<{ text: string; version: number } | null>(null);
  const seen = useRef({ version: state.version, banner });
  useEffect(() => {
    const before = seen.current;
    if (state.version === before.version && banner === before.banner) return;
    seen.current = { version: state.version, banner };
    const move = state.version !== before.version ? moveSentence(state, web) : null;
    const text = [move, banner !== before.banner ? banner : null].filter(Boolean).join(". ");
    if (text) setSaid({ text, version: state.version });
  }, [state, web, banner]);
  return (
    <p class="sr-only" aria-live="polite" data-announcer>
      {said && <span key={said.version}>{said.text}</span>}
    </p>
  );
}
