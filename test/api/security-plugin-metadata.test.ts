import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { startGame } from "../support/play.ts";
import { createTestApp, json } from "../support/test-app.ts";

describe("plugin metadata is true", () => {
  test("every plugin can start with exactly its advertised min_players", async (t) => {
    const { app } = await createTestApp(t);
    const res = await app.inject({ method: "GET", url: "/api/v1/plugins" });
    for (const plugin of json<{ plugins: { id: string; min_players: number }[] }>(res).plugins) {
      const { gameId } = await startGame(app, plugin.id, plugin.min_players);
      assert.ok(gameId, plugin.id);
    }
  });
});
