import type { NewProduct } from "./product-module.ts";

/** A small shop of game accessories: what `npm run storefront:demo-catalogue` loads. */
export const DEMO_CATALOGUE: readonly NewProduct[] = [
  ["d20-set", "Polyhedral dice set", "Seven resin dice from d4 to d20, with a pouch.", "dice", 1290, 40],
  ["d6-dozen", "Twelve classic d6", "Pipped six-sided dice in ivory, for yacht and pig.", "dice", 690, 60],
  ["metal-d20", "Metal d20", "A heavy zinc-alloy d20 that rolls true.", "dice", 1990, 15],
  ["glow-dice", "Glow-in-the-dark dice", "Five d6 that glow after a minute in the light.", "dice", 890, 25],
  [
    "dice-tray",
    "Folding dice tray",
    "Felt-lined leather tray, folds flat with press studs.",
    "accessories",
    2490,
    20,
  ],
  ["dice-tower", "Wooden dice tower", "Laser-cut birch tower with three baffles.", "accessories", 3490, 8],
  ["score-pad", "Yacht score pad", "100 sheets, every category printed.", "accessories", 590, 100],
  ["ttt-board", "Tic-tac-toe board", "Walnut board with nine wooden pieces.", "boards", 2990, 12],
  [
    "snakes-board",
    "Snakes and ladders board",
    "Folding board with the classic 100 squares.",
    "boards",
    2490,
    10,
  ],
  ["travel-set", "Travel games tin", "Dice, pencil and pads in a pocket tin.", "sets", 1590, 30],
  ["family-set", "Family games box", "Boards, dice and counters for four games.", "sets", 4990, 6],
  ["pig-cards", "Pig strategy cards", "A deck of hold-or-roll strategy hints.", "sets", 790, 45],
].map(([id, name, description, category, price_cents, stock]) => ({
  id: id as string,
  name: name as string,
  description: description as string,
  category: category as string,
  price_cents: price_cents as number,
  currency: "EUR",
  stock: stock as number,
}));
