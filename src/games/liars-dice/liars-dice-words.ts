import type { InEveryLanguage } from "../languages.ts";

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
}

/** Liar's dice in English and German. */
export const LIARS_DICE_WORDS: InEveryLanguage<LiarsDiceWords> = {
  en: {
    bid: (count, face) => `${count} × ${face}`,
    round: (round) => `Round ${round}`,
    noBid: "No bid yet",
    standingBid: (bid) => `Bid: ${bid}`,
    wildOnes: "Ones are wild (except in a bid on ones)",
    called: (caller, bidder, bid, counted, loser) =>
      `${caller} called ${bidder}'s ${bid}: ${counted} showed. ${loser} loses a die.`,
    calledShort: (bid, counted, bidderLost) =>
      `Last call on ${bid}: ${counted} showed, the ${bidderLost ? "bidder" : "caller"} lost a die.`,
    lastRound: "Last call",
    diceLeft: (count) => (count === 1 ? "1 die" : `${count} dice`),
    out: "out",
    liar: "🤥 Liar!",
    myDiceButton: "🎲 My dice",
    myDice: (dice) => `Your dice: ${dice}`,
    noDice: "You have no dice in this round.",
    yourDice: "Your dice",
    count: "Count",
    face: "Face",
    placeBid: "Bid",
    history: "Bids this round",
  },
  de: {
    bid: (count, face) => `${count} × ${face}`,
    round: (round) => `Runde ${round}`,
    noBid: "Noch kein Gebot",
    standingBid: (bid) => `Gebot: ${bid}`,
    wildOnes: "Einser sind Joker (außer beim Gebot auf Einser)",
    called: (caller, bidder, bid, counted, loser) =>
      `${caller} zweifelt ${bidder}s ${bid} an: ${counted} lagen. ${loser} verliert einen Würfel.`,
    calledShort: (bid, counted, bidderLost) =>
      `Zuletzt angezweifelt: ${bid}, ${counted} lagen; ${bidderLost ? "der Bieter" : "der Zweifler"} verlor einen Würfel.`,
    lastRound: "Letzte Aufdeckung",
    diceLeft: (count) => (count === 1 ? "1 Würfel" : `${count} Würfel`),
    out: "raus",
    liar: "🤥 Lüge!",
    myDiceButton: "🎲 Meine Würfel",
    myDice: (dice) => `Deine Würfel: ${dice}`,
    noDice: "Du hast in dieser Runde keine Würfel.",
    yourDice: "Deine Würfel",
    count: "Anzahl",
    face: "Augen",
    placeBid: "Bieten",
    history: "Gebote dieser Runde",
  },
};
