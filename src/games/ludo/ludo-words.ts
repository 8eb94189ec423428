import { type GameWords, gameWords, withKit } from "../game-words.ts";
import { DICE_WORDS, type DiceWords } from "../kit/dice-words.ts";
import type { LudoBoard } from "./ludo-board.ts";

/** One movable token and what the waiting roll would do with it. */
type TokenMove = LudoBoard["moves"][number];

/** Ludo's words, beside the dice words. */
export interface LudoWords extends DiceWords {
  /** A token by its 1-based number. */
  readonly token: (n: number) => string;
  /** Where a token is: yard, loop square, home column or home (progress as on the board). */
  readonly place: (progress: number) => string;
  /** Chat and web: the button that moves a token (1-based, as on the image): out, home or the squares it goes, marked when it captures. */
  readonly moveButton: (move: TokenMove) => string;
  /** Web, said after a move: how many rival tokens it sent back to their yard. */
  readonly sentBack: (count: number) => string;
  /** Chat status and web hint: the roll waiting for a token. */
  readonly pickToken: (die: number) => string;
  /** Chat status and web hint: a six was rolled, so the same seat rolls again. */
  readonly rollAgain: string;
  /** Image and web: the yard and home areas. */
  readonly yard: string;
  readonly home: string;
  /** Captions: where each of a seat's tokens is. */
  readonly seatPosition: (name: string, progress: readonly number[]) => string;
}

/** Ludo's words, from locales/<tag>/games/ludo.ftl and the dice kit's; progress 0..50 reads as squares 1..51 from the seat's start. */
export const LUDO_WORDS: GameWords<LudoWords> = withKit(
  DICE_WORDS,
  gameWords(
    "games/ludo",
    {
      "ludo-token": ["n"],
      "ludo-place-yard": [],
      "ludo-place-home": [],
      "ludo-place-column": ["n"],
      "ludo-place-square": ["n"],
      "ludo-move-out": ["token"],
      "ludo-move-steps": ["token", "steps"],
      "ludo-move-home": ["token"],
      "ludo-move-capture": ["move"],
      "ludo-sent-back": ["count"],
      "ludo-pick-token": ["die"],
      "ludo-roll-again": [],
      "ludo-yard": [],
      "ludo-home": [],
      "kit-seat-position": ["name", "position"],
    },
    (say) => {
      const place = (p: number) =>
        p < 0
          ? say("ludo-place-yard")
          : p >= 56
            ? say("ludo-place-home")
            : p > 50
              ? say("ludo-place-column", { n: p - 50 })
              : say("ludo-place-square", { n: p + 1 });
      return {
        token: (n: number) => say("ludo-token", { n }),
        place,
        moveButton: (move: TokenMove) => {
          const token = move.token + 1;
          const where =
            move.from < 0
              ? say("ludo-move-out", { token })
              : move.to >= 56
                ? say("ludo-move-home", { token })
                : say("ludo-move-steps", { token, steps: move.to - move.from });
          return move.captures > 0 ? say("ludo-move-capture", { move: where }) : where;
        },
        sentBack: (count: number) => say("ludo-sent-back", { count }),
        pickToken: (die: number) => say("ludo-pick-token", { die }),
        rollAgain: say("ludo-roll-again"),
        yard: say("ludo-yard"),
        home: say("ludo-home"),
        seatPosition: (name: string, progress: readonly number[]) =>
          say("kit-seat-position", { name, position: say.list(progress.map(place)) }),
      };
    },
  ),
);
