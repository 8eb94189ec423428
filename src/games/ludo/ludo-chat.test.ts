import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { action, play, seats } from "../../../test/games/helpers.ts";
import { scriptedRng } from "../../../test/games/scripted-rng.ts";
import { readGameCatalog } from "../../i18n/game-catalog.ts";
import { type LudoState, ludo } from "./ludo.ts";
import { LUDO_CHAT } from "./ludo-chat.ts";
import { LUDO_WORDS } from "./ludo-words.ts";

const start: LudoState = {
  ...ludo.setup(seats(2), scriptedRng([])),
  tokens: [
    [-1, 20, 55, 49],
    [-1, -1, -1, 24],
  ],
};
const catalog = readGameCatalog();
const words = {
  en: LUDO_WORDS.of(catalog.words("en")),
  de: LUDO_WORDS.of(catalog.words("de")),
  fa: LUDO_WORDS.of(catalog.words("fa")),
};
const faceOf = (state: LudoState, viewer = "p0") => {
  const view = ludo.view(state, viewer);
  return { board: view.board, allowed: view.allowed_actions, holdMask: 0 };
};

describe("ludo in a chat", () => {
  it("shows the roll button to the seat to roll, and nothing to the others", () => {
    assert.deepEqual(LUDO_CHAT.keyboard(faceOf(start), words.en), [
      [{ text: "🎲 Roll", move: { type: "roll" } }],
    ]);
    assert.deepEqual(LUDO_CHAT.keyboard(faceOf(start, "p1"), words.en), []);
    assert.deepEqual(LUDO_CHAT.status(faceOf(start).board, words.en), []);
  });

  it("after a roll, one button per legal token: out, steps, home, and a capture mark, each in its language's order", () => {
    // Seat 1 starts on square 26: its progress 24 is loop square 50, one past seat 0's progress 49.
    const rolled = play(ludo, start, "p0", action("roll_dice"), scriptedRng([1]));
    assert.deepEqual(LUDO_CHAT.keyboard(faceOf(rolled), words.en), [
      [
        { text: "2 ➜ +1", move: { type: "cell", cell: 1 } },
        { text: "3 ➜ 🏠", move: { type: "cell", cell: 2 } },
      ],
      [{ text: "4 ➜ +1 ⚔", move: { type: "cell", cell: 3 } }],
    ]);
    assert.deepEqual(LUDO_CHAT.status(faceOf(rolled).board, words.de), ["1 gewürfelt: Figur wählen"]);
    const six = play(ludo, start, "p0", action("roll_dice"), scriptedRng([6]));
    assert.equal(LUDO_CHAT.keyboard(faceOf(six), words.de)[0]?.[0]?.text, "1 ➜ raus");
    assert.equal(LUDO_CHAT.rolled(faceOf(six).board), 6);
    // Persian orders its buttons right to left, the arrow pointing the way it reads, from its ludo.ftl.
    const persian = LUDO_CHAT.keyboard(faceOf(rolled), words.fa)
      .flat()
      .map((b) => b.text.replace(/[\u2068\u2069]/g, ""));
    assert.deepEqual(persian, ["\u200f۲ ← +۱", "\u200f۳ ← 🏠", "\u200f۴ ← +۱ ⚔"]);
    const again = play(ludo, six, "p0", action("choose_cell", { cell: 0 }));
    assert.deepEqual(LUDO_CHAT.status(faceOf(again).board, words.en), ["Six! Roll again"]);
  });

  it("names a chosen token and counts tokens home", () => {
    assert.equal(LUDO_CHAT.choice(2, words.en), "Token 3");
    assert.equal(LUDO_CHAT.choice(0, words.de), "Figur 1");
    assert.equal(LUDO_CHAT.scoreLine(0, "Ann", 2), "Ann 2/4 🏠");
  });
});
