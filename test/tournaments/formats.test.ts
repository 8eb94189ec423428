import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { arenaWaiting, pairArena } from "../../src/tournaments/arena-pairing.ts";
import { bracketOrder, knockoutPoints, nextKnockoutStep } from "../../src/tournaments/knockout-bracket.ts";
import { rankStandings } from "../../src/tournaments/standings.ts";
import { pairSwissRound } from "../../src/tournaments/swiss-pairing.ts";
import { arenaPoints, swissPoints } from "../../src/tournaments/table-points.ts";
import type { Entrant, TableRecord } from "../../src/tournaments/tournament-model.ts";

const entrants = (n: number): Entrant[] =>
  Array.from({ length: n }, (_, i) => ({
    userId: `p${String(i + 1).padStart(2, "0")}`,
    rating: 2000 - i * 10,
    seq: i + 1,
  }));

/** The higher-rated player wins, except that `draws` pairs draw. */
function play(
  tables: string[][],
  round: number,
  all: readonly Entrant[],
  draws = new Set<string>(),
): TableRecord[] {
  const rating = new Map(all.map((e) => [e.userId, e.rating]));
  return tables.map((players) => {
    if (draws.has([...players].sort().join())) return { round, players, winners: [] };
    const best = [...players].sort((a, b) => (rating.get(b) ?? 0) - (rating.get(a) ?? 0))[0] as string;
    return { round, players, winners: [best] };
  });
}

const pairKeys = (tables: readonly TableRecord[]) =>
  tables.filter((t) => !t.bye).map((t) => [...t.players].sort().join());

describe("Swiss pairing", () => {
  test("16 players over four rounds: nobody meets twice, and each round pairs equal points", () => {
    const all = entrants(16);
    const tables: TableRecord[] = [];
    for (let round = 1; round <= 4; round++) {
      const next = pairSwissRound(all, tables, { tableSize: 2, minPlayers: 2 });
      assert.equal(next.byes.length, 0);
      for (const [a, b] of next.tables) {
        assert.equal(
          swissPoints(tables, a as string),
          swissPoints(tables, b as string),
          `round ${round}: ${a} v ${b}`,
        );
      }
      tables.push(...play(next.tables, round, all));
    }
    const keys = pairKeys(tables);
    assert.equal(new Set(keys).size, keys.length);
    const standings = rankStandings(all, tables, (id) => swissPoints(tables, id));
    assert.deepEqual(
      standings.slice(0, 2).map((s) => [s.userId, s.points]),
      [
        ["p01", 4],
        ["p02", 3],
      ],
    );
    assert.equal(
      standings.reduce((sum, s) => sum + s.points, 0),
      32,
    );
  });

  test("an odd player gets a bye worth one point, the lowest first and never twice", () => {
    const all = entrants(5);
    const tables: TableRecord[] = [];
    const byes: string[] = [];
    for (let round = 1; round <= 5; round++) {
      const next = pairSwissRound(all, tables, { tableSize: 2, minPlayers: 2 });
      assert.equal(next.byes.length, 1);
      byes.push(...next.byes);
      tables.push(
        ...play(next.tables, round, all),
        ...next.byes.map((p) => ({ round, players: [p], winners: [p], bye: true })),
      );
    }
    assert.equal(byes[0], "p05");
    assert.equal(new Set(byes).size, 5);
    const bye = tables.find((t) => t.bye && t.players[0] === "p05") as TableRecord;
    assert.equal(swissPoints([bye], "p05"), 1);
  });

  test("rematches are allowed only when no other pairing exists", () => {
    const all = entrants(2);
    const first = pairSwissRound(all, [], { tableSize: 2, minPlayers: 2 });
    const tables = play(first.tables, 1, all);
    assert.deepEqual(pairSwissRound(all, tables, { tableSize: 2, minPlayers: 2 }).tables, [["p01", "p02"]]);
  });

  test("two who blocked one another are not paired while another pairing exists, in Swiss and arena", () => {
    const all = entrants(4);
    const blocked = (a: string, b: string) => [a, b].sort().join() === "p01,p02";
    const swiss = pairSwissRound(all, [], { tableSize: 2, minPlayers: 2, blocked }).tables;
    assert.ok(!swiss.some((table) => table.includes("p01") && table.includes("p02")), JSON.stringify(swiss));
    assert.deepEqual(pairArena(["p01", "p02", "p03"], [], blocked), [["p01", "p03"]]);
    assert.deepEqual(pairArena(["p01", "p02"], [], blocked), [["p01", "p02"]]);
  });

  test("tables of three: a remainder too small for a table sits out, a big enough one makes a smaller table", () => {
    const all = entrants(7);
    const round = pairSwissRound(all, [], { tableSize: 3, minPlayers: 2 });
    assert.deepEqual(
      round.tables.map((t) => t.length),
      [3, 3],
    );
    assert.deepEqual(round.byes, ["p07"]);
    const two = pairSwissRound(entrants(8), [], { tableSize: 3, minPlayers: 2 });
    assert.deepEqual(
      two.tables.map((t) => t.length),
      [3, 3, 2],
    );
  });

  test("at a table of three every winner scores 1", () => {
    const table = { round: 1, players: ["a", "b", "c"], winners: ["a", "b"] };
    assert.deepEqual(
      ["a", "b", "c"].map((p) => swissPoints([table], p)),
      [1, 1, 0],
    );
  });

  test("a draw is worth half a point each, and Buchholz sums the opponents' points", () => {
    const all = entrants(4);
    const tables: TableRecord[] = [
      { round: 1, players: ["p01", "p02"], winners: [] },
      { round: 1, players: ["p03", "p04"], winners: ["p03"] },
    ];
    const standings = rankStandings(all, tables, (id) => swissPoints(tables, id));
    assert.deepEqual(
      standings.map((s) => [s.userId, s.points, s.tiebreak]),
      [
        ["p03", 1, 0],
        ["p01", 0.5, 0.5],
        ["p02", 0.5, 0.5],
        ["p04", 0, 1],
      ],
    );
    assert.equal(standings[2]?.rank, 2);
  });
});

describe("Knockout", () => {
  test("the bracket keeps seeds 1 and 2 apart until the final", () => {
    assert.deepEqual(bracketOrder(8), [1, 8, 4, 5, 2, 7, 3, 6]);
  });

  test("six players: byes to the top two seeds, a drawn game replayed, the champion found", () => {
    const all = entrants(6);
    const first = nextKnockoutStep(all, []);
    assert.equal(first.kind, "tables");
    if (first.kind !== "tables") return;
    assert.deepEqual(first.byes.sort(), ["p01", "p02"]);
    assert.deepEqual(first.tables, [
      ["p04", "p05"],
      ["p03", "p06"],
    ]);
    const tables: TableRecord[] = [
      ...first.byes.map((p) => ({ round: 1, players: [p], winners: [p], bye: true })),
      ...play(first.tables, 1, all, new Set(["p04,p05"])),
    ];
    const replay = nextKnockoutStep(all, tables);
    assert.deepEqual(replay, { kind: "tables", round: 1, tables: [["p04", "p05"]], byes: [] });
    tables.push(...play([["p04", "p05"]], 1, all));
    const semis = nextKnockoutStep(all, tables);
    assert.deepEqual(semis, {
      kind: "tables",
      round: 2,
      tables: [
        ["p01", "p04"],
        ["p02", "p03"],
      ],
      byes: [],
    });
    tables.push(
      ...play(
        [
          ["p01", "p04"],
          ["p02", "p03"],
        ],
        2,
        all,
      ),
    );
    tables.push(...play([["p01", "p02"]], 3, all));
    assert.deepEqual(nextKnockoutStep(all, tables), { kind: "finished", champion: "p01" });
    assert.equal(knockoutPoints(all, tables).get("p01"), 3);
  });

  test("after a fourth draw the higher seed goes through", () => {
    const all = entrants(2);
    const draw = (): TableRecord => ({ round: 1, players: ["p02", "p01"], winners: [] });
    const tables = [draw(), draw(), draw()];
    assert.equal(nextKnockoutStep(all, tables).kind, "tables");
    tables.push(draw());
    assert.deepEqual(nextKnockoutStep(all, tables), { kind: "finished", champion: "p01" });
  });

  test("a running game waits", () => {
    const all = entrants(2);
    assert.deepEqual(nextKnockoutStep(all, [{ round: 1, players: ["p01", "p02"], winners: null }]), {
      kind: "wait",
    });
  });
});

describe("Arena", () => {
  test("a win is 2, a draw 1, and wins after two in a row are doubled until the streak breaks", () => {
    const results: (string[] | null)[] = [["me"], ["me"], ["me"], ["me"], [], ["me"], ["you"], ["me"]];
    const tables = results.map((winners, i) => ({ round: i + 1, players: ["me", "you"], winners }));
    assert.equal(arenaPoints(tables, "me"), 2 + 2 + 4 + 4 + 1 + 2 + 0 + 2);
  });

  test("waiting players are paired by score, avoiding the last opponent while another waits", () => {
    const all = entrants(4);
    const tables: TableRecord[] = [
      { round: 1, players: ["p01", "p02"], winners: ["p01"] },
      { round: 1, players: ["p03", "p04"], winners: null },
    ];
    assert.deepEqual(arenaWaiting(all, tables), ["p01", "p02"]);
    assert.deepEqual(pairArena(["p01", "p02"], tables), [["p01", "p02"]]);
    tables[1] = { round: 1, players: ["p03", "p04"], winners: ["p03"] };
    const waiting = arenaWaiting(all, tables);
    assert.deepEqual(waiting, ["p01", "p03", "p02", "p04"]);
    assert.deepEqual(pairArena(waiting, tables), [
      ["p01", "p03"],
      ["p02", "p04"],
    ]);
  });
});
