import type { ComponentChild } from "preact";
import type { ActionType, AllowedAction } from "../contract.ts";
import type { GameWords } from "../game-words.ts";

/** What a web board reads of the game besides its board: seats, the viewer's moves, the version. */
export interface BoardTable {
  readonly players: readonly {
    readonly participant_id: string;
    readonly display_name: string;
    readonly seat: number;
    readonly color: string;
    readonly score: number;
  }[];
  readonly turn: { readonly participant_id: string } | null;
  readonly allowed_actions: readonly AllowedAction[];
  readonly version: number;
  readonly last_action: { readonly action_type: string } | null;
}

/** A move the board asks the client to send. */
export type Act = (action_type: ActionType, payload?: Record<string, unknown>) => void;

/** A game's web board: its board, the table, the words of the viewer's language, and how to move. */
export interface WebBoardProps<B, W> {
  readonly state: BoardTable;
  readonly board: B;
  readonly act: Act;
  readonly words: W;
}

/** The move a board announces: what was done, by whom (their shown name and seat). */
export interface AnnouncedMove {
  readonly action_type: string;
  readonly payload: Readonly<Record<string, unknown>>;
  readonly by: string;
  readonly seat: number;
}

/** A game's part of the web client: its board component, its words, and how it says a move aloud. */
export interface WebBoard<B, W> {
  readonly view: (props: WebBoardProps<B, W>) => ComponentChild;
  readonly words: GameWords<W>;
  /** The move just made, as one sentence for screen readers (the board after it); null says nothing. */
  readonly announce?: (move: AnnouncedMove, board: B, words: W) => string | null;
}
