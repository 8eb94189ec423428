import type { ChatButton, ChatFace, ChatInput } from "../game-module.ts";
import { allowedOf, inPairs, rowOf } from "../kit/chat-buttons.ts";
import type { YachtBoard } from "./yacht-board.ts";
import { YACHT_CATEGORIES, type YachtCategory } from "./yacht-categories.ts";
import type { YachtWords } from "./yacht-words.ts";

const isCategory = (value: unknown): value is YachtCategory =>
  typeof value === "string" && (YACHT_CATEGORIES as readonly string[]).includes(value);

const rolled = (board: YachtBoard) => board.dice.some((d) => d > 0);

/** One button per die: pressing it keeps the die for the next roll (🔒) or frees it. */
function holdRow({ board, holdMask }: ChatInput<YachtBoard>): ChatButton[] {
  return board.dice.map((die, i) => ({ text: holdMask & (1 << i) ? `🔒${die}` : String(die), hold: i }));
}

function keyboard(input: ChatInput<YachtBoard>, words: YachtWords): ChatButton[][] {
  const { board, allowed, holdMask } = input;
  const roll = allowedOf(allowed, "roll_dice");
  const hold = roll?.hold ? holdMask : 0;
  const rollText = rolled(board) ? words.rollLeftButton(board.rolls_left) : words.rollButton;
  const categories = (allowedOf(allowed, "choose_cell")?.choices ?? []).map((choice) => ({
    text: `${isCategory(choice) ? words.rows[choice] : String(choice)} · ${isCategory(choice) ? (board.potential[choice] ?? 0) : 0}`,
    move: { type: "cell", cell: choice } as const,
  }));
  return [
    ...(roll?.hold ? [holdRow(input)] : []),
    ...rowOf(
      roll && { text: rollText, move: hold ? { type: "roll", hold } : { type: "roll" } },
      allowedOf(allowed, "pass") && { text: words.stopButton, move: { type: "pass" } },
    ),
    ...inPairs(categories),
  ];
}

/** Yacht in a chat: dice to keep, roll or stop, and the open scorecard boxes with their points. */
export const YACHT_CHAT: ChatFace<YachtBoard, YachtWords> = {
  keyboard,
  status: (board, words) => (rolled(board) ? [words.rollsLeft(board.rolls_left)] : []),
  position: (board, words) =>
    rolled(board)
      ? [
          words.dice(
            board.dice,
            board.dice.filter((_, i) => board.held[i]),
          ),
        ]
      : [],
  scoreLine: (_seat, name, score) => `${name} ${score}`,
  choice: (cell, words) => (isCategory(cell) ? words.rows[cell] : String(cell)),
  rolled: () => null,
};
