import assert from "node:assert/strict";
import { test } from "node:test";
import type { LiarsDiceBoard } from "../../src/games/liars-dice/liars-dice-board.ts";
import { LIARS_DICE_CHAT } from "../../src/games/liars-dice/liars-dice-chat.ts";
import { LIARS_DICE_WORDS } from "../../src/games/liars-dice/liars-dice-words.ts";
import type { GridBoard } from "../../src/games/tic-tac-toe/grid-board.ts";
import { TIC_TAC_TOE_CHAT } from "../../src/games/tic-tac-toe/tic-tac-toe-chat.ts";
import { TIC_TAC_TOE_WORDS } from "../../src/games/tic-tac-toe/tic-tac-toe-words.ts";
import type { YachtBoard } from "../../src/games/yacht/yacht-board.ts";
import { YACHT_CHAT } from "../../src/games/yacht/yacht-chat.ts";
import { YACHT_WORDS } from "../../src/games/yacht/yacht-words.ts";
import { readGameCatalog } from "../../src/i18n/game-catalog.ts";

const catalog = readGameCatalog();
const NAMES = ["Ann", "Bob"];

test("a tic-tac-toe caption states the grid row by row, in the chat's language", () => {
  const board: GridBoard = {
    kind: "grid",
    rows: 3,
    cols: 3,
    cells: [0, null, 1, null, 0, null, null, null, null],
    last_cell: 4,
    winning_line: null,
  };
  assert.deepEqual(TIC_TAC_TOE_CHAT.position(board, TIC_TAC_TOE_WORDS.of(catalog.words("en")), NAMES), [
    "Row 1: X, empty, O",
    "Row 2: empty, X, empty",
    "Row 3: empty, empty, empty",
  ]);
  assert.equal(
    TIC_TAC_TOE_CHAT.position(board, TIC_TAC_TOE_WORDS.of(catalog.words("de")), NAMES)[0],
    "Zeile 1: X, leer, O",
  );
});

test("a yacht caption states the dice and the held ones; a liar's dice caption each seat's dice left", () => {
  const yacht = {
    kind: "yacht",
    dice: [3, 3, 5, 2, 6],
    held: [true, true, false, false, false],
    rolls_left: 1,
  } as unknown as YachtBoard;
  assert.deepEqual(YACHT_CHAT.position(yacht, YACHT_WORDS.of(catalog.words("en")), NAMES), [
    "Dice: 3, 3, 5, 2, 6; held: 3, 3",
  ]);
  const liars = { kind: "liars-dice", dice_counts: [1, 0] } as unknown as LiarsDiceBoard;
  assert.deepEqual(LIARS_DICE_CHAT.position(liars, LIARS_DICE_WORDS.of(catalog.words("en")), NAMES), [
    "Ann: 1 die, Bob: out",
  ]);
});
