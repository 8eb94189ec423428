import type { ChatButton, ChatFace, ChatInput } from "../game-module.ts";
import { allowedOf, rowOf } from "../kit/chat-buttons.ts";
import { type Bid, bidKey, minimumCount, parseBid } from "./liars-dice-bids.ts";
import type { LiarsDiceBoard } from "./liars-dice-board.ts";
import type { LiarsDiceWords } from "./liars-dice-words.ts";

const FACES = [1, 2, 3, 4, 5, 6] as const;

/**
 * A compact set of raises, since a round can have well over a hundred legal
 * bids: per face the smallest legal count and one more, in two blocks of
 * three faces. The web board's picker offers every bid.
 */
function raises(board: LiarsDiceBoard, choices: ReadonlySet<string>, words: LiarsDiceWords): ChatButton[][] {
  const last = board.bids.at(-1) ?? null;
  const rows: ChatButton[][] = [];
  for (const extra of [0, 1]) {
    for (const faces of [FACES.slice(0, 3), FACES.slice(3)]) {
      const row = faces
        .map((face): Bid => ({ count: minimumCount(last, face) + extra, face }))
        .filter((bid) => choices.has(bidKey(bid)))
        .map((bid) => ({
          text: words.bid(bid.count, bid.face),
          move: { type: "cell", cell: bidKey(bid) } as const,
        }));
      if (row.length) rows.push(row);
    }
  }
  return rows;
}

function keyboard({ board, allowed }: ChatInput<LiarsDiceBoard>, words: LiarsDiceWords): ChatButton[][] {
  const choices = new Set((allowedOf(allowed, "choose_cell")?.choices ?? []).map(String));
  return [
    ...raises(board, choices, words),
    ...rowOf(allowedOf(allowed, "pass") && { text: words.liar, move: { type: "pass" } }),
    [{ text: words.myDiceButton, peek: true }],
  ];
}

// Reads only the public parts of the board: in a group the caption is built from the mover's view.
function status(board: LiarsDiceBoard, words: LiarsDiceWords): string[] {
  const lines = [words.round(board.round)];
  const standing = board.bids.at(-1);
  lines.push(standing ? words.standingBid(words.bid(standing.count, standing.face)) : words.noBid);
  const last = board.last_round;
  if (last) {
    const bid = words.bid(last.bid.count, last.bid.face);
    lines.push(words.calledShort(bid, last.counted, last.loser === last.bid.seat));
  }
  return lines;
}

function choice(cell: unknown, words: LiarsDiceWords): string {
  const bid = parseBid(cell);
  return bid ? words.bid(bid.count, bid.face) : String(cell);
}

/** Liar's dice in a chat: a few raises, the call, and a private "my dice" button for every player. */
export const LIARS_DICE_CHAT: ChatFace<LiarsDiceBoard, LiarsDiceWords> = {
  keyboard,
  status,
  position: (board, words, names) => [words.seatsDice(names, board.dice_counts)],
  scoreLine: (_seat, name, score) => `${name} 🎲${score}`,
  choice,
  rolled: () => null,
  peek: (board, words) => (board.my_dice.length ? words.myDice(board.my_dice.join(" ")) : words.noDice),
};
