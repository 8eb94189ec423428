import { type GameWords, gameWords } from "../game-words.ts";

/** The words around every board image (seats, turn, outcome) and on a tournament's standings image. */
export interface FrameWords {
  readonly toMove: string;
  readonly gameEnded: string;
  readonly draw: string;
  readonly seat: (n: number) => string;
  readonly wins: (name: string) => string;
  readonly winTogether: (names: string, last: string) => string;
  /** How an erased player's seat is named. */
  readonly deletedPlayer: string;
  /** The standings' column heads: rank, player, points, tie-break, games. */
  readonly standingsColumns: readonly string[];
  readonly format: (format: "swiss" | "knockout" | "arena") => string;
  /** Items as the language lists them. */
  readonly list: (items: readonly string[]) => string;
}

/** The frame's words, from locales/<tag>/games/kit.ftl. */
export const FRAME_WORDS: GameWords<FrameWords> = gameWords(
  "games/kit",
  {
    "kit-to-move": [],
    "kit-game-ended": [],
    "kit-draw": [],
    "kit-seat": ["n"],
    "kit-wins": ["name"],
    "kit-win-together": ["names", "last"],
    "kit-deleted-player": [],
    "kit-standings-rank": [],
    "kit-standings-player": [],
    "kit-standings-points": [],
    "kit-standings-tiebreak": [],
    "kit-standings-games": [],
    "kit-format": ["format"],
    "kit-separator": [],
  },
  (say) => ({
    toMove: say("kit-to-move"),
    gameEnded: say("kit-game-ended"),
    draw: say("kit-draw"),
    seat: (n) => say("kit-seat", { n }),
    wins: (name) => say("kit-wins", { name }),
    winTogether: (names, last) => say("kit-win-together", { names, last }),
    deletedPlayer: say("kit-deleted-player"),
    standingsColumns: [
      say("kit-standings-rank"),
      say("kit-standings-player"),
      say("kit-standings-points"),
      say("kit-standings-tiebreak"),
      say("kit-standings-games"),
    ],
    format: (format) => say("kit-format", { format }),
    list: (items) => say.list(items),
  }),
);
