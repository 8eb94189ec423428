import { type GameWords, gameWords } from "../game-words.ts";

/** Liar's dice's words, on its image, its chat buttons and its web board. */
export interface LiarsDiceWords {
  /** "3 × 5", as buttons, captions and the image write a bid. */
  readonly bid: (count: number, face: number) => string;
  readonly round: (round: number) => string;
  readonly noBid: string;
  readonly standingBid: (bid: string) => string;
  readonly wildOnes: string;
  /** The outcome of a call, in one line: with names on the image and the web, without in a caption. */
  readonly called: (caller: string, bidder: string, bid: string, counted: number, loser: string) => string;
  readonly calledShort: (bid: string, counted: number, bidderLost: boolean) => string;
  readonly lastRound: string;
  readonly diceLeft: (count: number) => string;
  readonly out: string;
  /** Chat and web: the call. */
  readonly liar: string;
  /** Chat: the private button, and its alert. */
  readonly myDiceButton: string;
  readonly myDice: (dice: string) => string;
  readonly noDice: string;
  /** Web. */
  readonly yourDice: string;
  readonly count: string;
  readonly face: string;
  readonly placeBid: string;
  readonly history: string;
  /** Captions: how many dice each seat has left. */
  readonly seatsDice: (names: readonly string[], counts: readonly number[]) => string;
}

/** Liar's dice's words, from locales/<tag>/games/liars-dice.ftl. */
export const LIARS_DICE_WORDS: GameWords<LiarsDiceWords> = gameWords(
  "games/liars-dice",
  {
    "liars-dice-bid": ["count", "face"],
    "liars-dice-round": ["round"],
    "liars-dice-no-bid": [],
    "liars-dice-standing-bid": ["bid"],
    "liars-dice-wild-ones": [],
    "liars-dice-called": ["caller", "bidder", "bid", "counted", "loser"],
    "liars-dice-called-short": ["bid", "counted", "loser"],
    "liars-dice-last-round": [],
    "liars-dice-dice-left": ["count"],
    "liars-dice-out": [],
    "liars-dice-liar": [],
    "liars-dice-my-dice-button": [],
    "liars-dice-my-dice": ["dice"],
    "liars-dice-no-dice": [],
    "liars-dice-your-dice": [],
    "liars-dice-count": [],
    "liars-dice-face": [],
    "liars-dice-place-bid": [],
    "liars-dice-history": [],
    "kit-seat-position": ["name", "position"],
  },
  (say) => {
    const diceLeft = (count: number) => say("liars-dice-dice-left", { count });
    return {
      bid: (count, face) => say("liars-dice-bid", { count, face }),
      round: (round) => say("liars-dice-round", { round }),
      noBid: say("liars-dice-no-bid"),
      standingBid: (bid) => say("liars-dice-standing-bid", { bid }),
      wildOnes: say("liars-dice-wild-ones"),
      called: (caller, bidder, bid, counted, loser) =>
        say("liars-dice-called", { caller, bidder, bid, counted, loser }),
      calledShort: (bid, counted, bidderLost) =>
        say("liars-dice-called-short", { bid, counted, loser: bidderLost ? "bidder" : "caller" }),
      lastRound: say("liars-dice-last-round"),
      diceLeft,
      out: say("liars-dice-out"),
      liar: say("liars-dice-liar"),
      myDiceButton: say("liars-dice-my-dice-button"),
      myDice: (dice) => say("liars-dice-my-dice", { dice }),
      noDice: say("liars-dice-no-dice"),
      yourDice: say("liars-dice-your-dice"),
      count: say("liars-dice-count"),
      face: say("liars-dice-face"),
      placeBid: say("liars-dice-place-bid"),
      history: say("liars-dice-history"),
      seatsDice: (names, counts) =>
        say.list(
          names.map((name, seat) => {
            const count = counts[seat] ?? 0;
            return say("kit-seat-position", {
              name,
              position: count > 0 ? diceLeft(count) : say("liars-dice-out"),
            });
          }),
        ),
    };
  },
);
