import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import { encodeButton, parseButton } from "../../bot/callback-data.ts";
import { heldDice, MAX_HELD_DICE } from "../../bot/callback-fields.ts";
import { buildGameScreen } from "../../bot/game-screen.ts";
import { createTranslators } from "../../bot/i18n.ts";
import { KNOWN_GAMES, type StateDocument } from "../../src/games/registry.ts";
import { dataOf } from "../support/telegram-updates.ts";

const gameId = randomUUID();
const VERSION = 4;

/** A yacht mover's state document after a roll, with as many dice as given. */
function yachtDoc(dice: readonly number[]): StateDocument {
  const at = new Date(0).toISOString();
  return {
    game_id: gameId,
    session_id: randomUUID(),
    plugin_id: "yacht",
    status: "running",
    paused: false,
    version: VERSION,
    turn: { participant_id: randomUUID(), seat: 0, deadline: null },
    players: [],
    board: {
      kind: "yacht",
      dice: [...dice],
      held: dice.map(() => false),
      rolls_left: 2,
      scorecards: [{}, {}],
      potential: {},
    },
    spectators: 0,
    scores: {},
    allowed_actions: [{ action_type: "roll_dice", hold: true }],
    last_action: null,
    rng_commitment: "",
    rng_seed: null,
    created_at: at,
    updated_at: at,
  };
}

describe("holding dice", () => {
  for (const count of [3, 6]) {
    test(`${count} dice: one toggle per die, and Roll carries exactly the kept ones`, () => {
      const dice = Array.from({ length: count }, (_, i) => (i % 6) + 1);
      const kept = [0, count - 1];
      const mask = kept.reduce((bits, die) => bits | (1 << die), 0);
      const [toggles = [], actions = []] = buildGameScreen(yachtDoc(dice), createTranslators()("en"), 0, mask)
        .keyboard.inline_keyboard;
      assert.deepEqual(
        toggles.map((b) => parseButton(dataOf(b))),
        dice.map((_, die) => ({ kind: "hold", gameId, version: VERSION, die })),
      );
      assert.deepEqual(
        toggles.map((b) => b.text.startsWith("🔒")),
        dice.map((_, die) => kept.includes(die)),
      );
      assert.deepEqual(parseButton(dataOf(actions[0])), {
        kind: "act",
        gameId,
        version: VERSION,
        move: { type: "roll", hold: mask },
      });
      assert.deepEqual(heldDice(mask), kept);
    });
  }

  test("a hold mask carries up to MAX_HELD_DICE dice, and nothing past them decodes", () => {
    const last = MAX_HELD_DICE - 1;
    const all = 2 ** MAX_HELD_DICE - 1;
    const hold = { kind: "hold", gameId, version: VERSION, die: last } as const;
    assert.deepEqual(parseButton(encodeButton(hold)), hold);
    const roll = { kind: "act", gameId, version: VERSION, move: { type: "roll", hold: all } } as const;
    assert.deepEqual(parseButton(encodeButton(roll)), roll);
    assert.equal(heldDice(all).length, MAX_HELD_DICE);
    assert.equal(parseButton(encodeButton({ ...hold, die: MAX_HELD_DICE })), undefined);
    assert.equal(parseButton(encodeButton({ ...roll, move: { type: "roll", hold: all + 1 } })), undefined);
  });

  test("every game that holds dice declares how many, and a hold mask can carry them", () => {
    const holding = KNOWN_GAMES.filter((game) => game.traits.holdsDice);
    assert.ok(holding.some((game) => game.rules.id === "yacht"));
    for (const { traits } of holding) {
      assert.ok(traits.holdsDice && traits.dice >= 1 && traits.dice <= MAX_HELD_DICE);
    }
  });
});
