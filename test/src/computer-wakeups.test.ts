import assert from "node:assert/strict";
import { test } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { startComputerPlayers } from "../../src/computers/computer-players.ts";
import { createLocalChangeFeed } from "../../src/db/change-feed.ts";

test("changes wake computer turns only in games that seat a computer, asking each game's seats once", async (t) => {
  const changes = createLocalChangeFeed();
  const asked: string[] = [];
  const played: string[] = [];
  const stop = startComputerPlayers({
    changes,
    playTurn: async (gameId) => {
      played.push(gameId);
      return false;
    },
    listGames: async () => [],
    seatsComputer: async (gameId) => {
      asked.push(gameId);
      return gameId === "with-computer";
    },
    delayMs: 0,
    sweepMs: 60_000,
    onError: (error) => assert.fail(String(error)),
  });
  t.after(stop);
  for (let version = 1; version <= 3; version++) {
    for (const game_id of ["people-only", "with-computer"]) {
      changes.publish({ session_id: "s", game_id, kind: "game_updated", version });
      await sleep(5);
    }
  }
  assert.deepEqual(asked, ["people-only", "with-computer"]);
  assert.deepEqual(played, ["with-computer", "with-computer", "with-computer"]);
});
