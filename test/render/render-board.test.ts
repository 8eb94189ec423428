import assert from "node:assert/strict";
import { test } from "node:test";
import { THEME } from "../../src/drawing/theme.ts";
import { FRAME_WORDS } from "../../src/games/kit/frame-words.ts";
import { type BoardOf, GAME_PLUGINS, type GameId } from "../../src/games/registry.ts";
import { createRng, rngStateFromSeed } from "../../src/games/rng.ts";
import { readGameCatalog } from "../../src/i18n/game-catalog.ts";
import { bannerText } from "../../src/render/draw-chrome.ts";
import { createBoardRenderer } from "../../src/render/render-board.ts";
import { seats } from "../games/helpers.ts";
import {
  colorDistance,
  expectColor,
  FONT_DIR,
  gameInput,
  readHeader,
  renderBoth,
  rgb,
  seat,
} from "./render-support.ts";

const renderer = createBoardRenderer({ fontDir: FONT_DIR });
const catalog = readGameCatalog();
/** The frame's words in one language. */
const frame = (language: string) => FRAME_WORDS.of(catalog.words(language));

const GRID: BoardOf<"tic-tac-toe"> = {
  kind: "grid",
  rows: 3,
  cols: 3,
  cells: Array(9).fill(null),
  last_cell: null,
  winning_line: null,
};
const YACHT: BoardOf<"yacht"> = {
  kind: "yacht",
  dice: [1, 2, 3, 4, 5],
  held: [],
  rolls_left: 2,
  scorecards: [],
  potential: {},
};

/** A board of every registered game, as spectators see it right after setup at its largest table. */
const REGISTERED_BOARDS = GAME_PLUGINS.map((plugin) => {
  const state = plugin.setup(seats(plugin.max_players), createRng(rngStateFromSeed(`render-${plugin.id}`)));
  return [plugin.id as GameId, plugin.view(state, null).board, plugin.max_players] as const;
});

test("every registered game's board with ten long-named players stays within Telegram's photo limits", async () => {
  // One board per registered game, each of its own kind.
  assert.equal(new Set(REGISTERED_BOARDS.map(([, board]) => board.kind)).size, GAME_PLUGINS.length);
  let rendered = 0;
  for (const [id, board] of REGISTERED_BOARDS) {
    const base = gameInput(id, board, 10, { status: "finished", turn: null, winners: [0, 1, 2, 3] });
    const input = {
      ...base,
      game_name: "A game with a rather long name that will not fit in the header",
      players: base.players.map((p, i) => ({
        ...p,
        name: `Player number ${i} with a very long display name`,
      })),
    };
    for (const format of ["png", "webp"] as const) {
      const file = await renderer.render(input, format);
      const { width, height } = readHeader(file);
      assert.equal(width, 800, id);
      assert.ok(width + height <= 10_000 && height / width <= 20, `${id} ${width}x${height}`);
      assert.ok(file.length <= 10 * 1024 * 1024, `${id} ${format} is ${file.length} bytes`);
    }
    rendered += 1;
  }
  assert.equal(rendered, GAME_PLUGINS.length);
});

test("more than four players split the strip into two columns", () => {
  const layout = renderer.layout(gameInput("tic-tac-toe", GRID, 6));
  const [first, second, third] = layout.players;
  assert.ok(first && second && third);
  assert.equal(first.y, second.y);
  assert.ok(second.x > first.x + first.w);
  assert.ok(third.y > first.y);
});

test("the banner says who won, Draw, or Game ended", () => {
  const finished = (winners: number[]) =>
    gameInput("tic-tac-toe", GRID, 3, { status: "finished", turn: null, winners });
  assert.equal(bannerText(finished([1]), frame("en")), "Bob wins!");
  assert.equal(bannerText(finished([0, 2]), frame("en")), "Alice & Carol win!");
  assert.equal(bannerText(finished([0, 1, 2]), frame("en")), "Alice, Bob & Carol win!");
  assert.equal(bannerText(finished([]), frame("en")), "Draw");
  assert.equal(
    bannerText(gameInput("tic-tac-toe", GRID, 2, { status: "aborted", turn: null }), frame("en")),
    "Game ended",
  );
});

test("an aborted game gets a neutral banner and no turn marker", async () => {
  const input = gameInput("tic-tac-toe", GRID, 2, { status: "aborted", turn: 1 });
  const { layout, images } = await renderBoth(renderer, input);
  const banner = layout.banner;
  const row = layout.players[1];
  assert.ok(banner && row);
  for (const px of images) {
    expectColor(px, banner.x + 8, banner.y + 8, THEME.neutralBanner, "aborted banner");
    expectColor(px, row.x + 20, row.y + row.h / 2, THEME.card, "no turn arrow once aborted");
  }
});

test("the header is the dark band and the winner's row carries a gold star", async () => {
  const input = gameInput("tic-tac-toe", GRID, 2, {
    status: "finished",
    turn: null,
    winners: [1],
  });
  const { layout, images } = await renderBoth(renderer, input);
  const row = layout.players[1];
  assert.ok(row);
  for (const px of images) {
    expectColor(px, 4, 4, THEME.header, "header band");
    expectColor(px, row.x + 22, row.y + row.h / 2, THEME.winBanner, "winner star");
    expectColor(px, row.x + 48, row.y + row.h / 2, seat(1), "seat colour dot");
  }
});

test("board images carry the viewer's language: labels, banner and scores in English and German", async () => {
  const finished = gameInput("yacht", YACHT, 2, { status: "finished", turn: null, winners: [1] });
  assert.equal(bannerText(finished, frame("de")), "Bob gewinnt!");
  assert.equal(bannerText(finished, frame("en")), "Bob wins!");
  assert.equal(
    bannerText(gameInput("yacht", YACHT, 3, { status: "aborted", turn: null }), frame("de")),
    "Spiel beendet",
  );
  let compared = 0;
  for (const [id, board, players] of REGISTERED_BOARDS) {
    const running = gameInput(id, board, players);
    const english = await renderer.render({ ...running, language: "en" }, "png");
    const german = await renderer.render({ ...running, language: "de" }, "png");
    assert.ok(english.equals(await renderer.render(running, "png")), `${id}: English is the default`);
    assert.ok(!english.equals(german), `${id}: the German image differs`);
    compared += 1;
  }
  assert.equal(compared, GAME_PLUGINS.length);
});

test("a Persian image sets its text right to left: a name ends at its box's right side, and the board keeps its place", async () => {
  const persian = [
    { name: "علی", color: seat(0) },
    { name: "سارا", color: seat(1) },
  ];
  const inkOf = async (language: "en" | "fa") => {
    const input = gameInput("tic-tac-toe", GRID, 2, { players: persian, turn: null, language });
    const { layout, images } = await renderBoth(renderer, input);
    const row = layout.players[1];
    const [px] = images;
    assert.ok(row && px);
    const xs: number[] = [];
    for (let x = row.x + 60; x < row.x + row.w - 40; x++)
      if (colorDistance(px.at(x, row.y + row.h / 2), rgb(seat(1))) < 60) xs.push(x);
    return { layout, left: row.x, first: Math.min(...xs), last: Math.max(...xs) };
  };
  const ltr = await inkOf("en");
  const rtl = await inkOf("fa");
  assert.deepEqual(rtl.layout.geometry, ltr.layout.geometry, "the board keeps its geometry");
  assert.ok(ltr.first < ltr.left + 90, `left to right, the name starts at the left (${ltr.first})`);
  assert.ok(rtl.first > ltr.first + 200, `right to left, the name moves to the right (${rtl.first})`);
  assert.ok(rtl.last > ltr.last + 200, `and ends near the score (${rtl.last})`);
});

test("a computer's stored name is drawn in the image's language: a German image draws Computer (hard) as Computer (stark)", async () => {
  const drawn = (second: string) =>
    renderer.render(
      gameInput("tic-tac-toe", GRID, 2, {
        players: [
          { name: "Ann", color: seat(0) },
          { name: second, color: seat(1) },
        ],
        language: "de",
      }),
      "png",
    );
  const stored = await drawn("Computer 2 (hard)");
  assert.ok(stored.equals(await drawn("Computer 2 (stark)")), "the stored name reads German");
  assert.ok(!stored.equals(await drawn("Computer 2 (leicht)")), "and a different name draws differently");
});
