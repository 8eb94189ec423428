import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import pino from "pino";
import { startComputerMoves } from "../../src/boot.ts";
import { idBytes } from "../../src/db/compact-id.ts";
import { createRng, rngStateFromSeed } from "../../src/games/rng.ts";
import { verifyGameLog } from "../../src/proofs/verify-game.ts";
import { createComputerApp, hostWithComputer, waitForTurn } from "../support/computer-table.ts";
import { gameAudit } from "../support/game-audit.ts";
import { pickAction } from "../support/play.ts";
import { call, createRacingTestApps, createTestApp, guest, json } from "../support/test-app.ts";

type App = Parameters<typeof call>[0];

async function start(app: App, host: string, sessionId: string, pluginId: string): Promise<string> {
  const res = await call(app, host, "POST", `/sessions/${sessionId}/games`, { plugin_id: pluginId });
  assert.equal(res.statusCode, 201, res.body);
  return json<{ id: string }>(res).id;
}

/** The host plays `choose` whenever it is their turn, until the game ends; returns the final state. */
async function playAgainstComputer(
  app: App,
  host: string,
  gameId: string,
  choose: (state: Awaited<ReturnType<typeof waitForTurn>>) => { action_type: string; payload: object },
) {
  for (let n = 0; n < 2000; n++) {
    const state = await waitForTurn(app, host, gameId);
    if (state.status !== "running") return state;
    const res = await call(app, host, "POST", `/games/${gameId}/actions`, {
      action_id: randomUUID(),
      ...choose(state),
    });
    assert.equal(res.statusCode, 200, res.body);
  }
  throw new Error("the game did not end");
}

describe("POST /sessions/{id}/computer-players", () => {
  test("seats a computer participant, shown in the session and the state's players", async (t) => {
    const { app } = await createTestApp(t);
    const host = await guest(app, "Ann");
    const session = json<{ id: string }>(await call(app, host, "POST", "/sessions", { max_players: 3 }));
    const res = await call(app, host, "POST", `/sessions/${session.id}/computer-players`, {
      strength: "easy",
    });
    assert.equal(res.statusCode, 201);
    const body = json<{ participants: { kind: string; strength: string | null }[]; participant: object }>(
      res,
    );
    assert.deepEqual(
      body.participants.map((p) => [p.kind, p.strength]),
      [
        ["person", null],
        ["computer", "easy"],
      ],
    );
    assert.equal((body.participant as { display_name: string }).display_name, "Computer (easy)");
    const second = await call(app, host, "POST", `/sessions/${session.id}/computer-players`, {});
    assert.equal(json<{ participant: { strength: string } }>(second).participant.strength, "hard");
    const full = await call(app, host, "POST", `/sessions/${session.id}/computer-players`, {});
    assert.equal(full.statusCode, 409);
    assert.equal(json(full).code, "session_full");
    const gameId = await start(app, host, session.id, "pig");
    const state = json<{ players: { computer: string | null }[] }>(
      await call(app, host, "GET", `/games/${gameId}/state`),
    );
    assert.deepEqual(
      state.players.map((p) => p.computer),
      [null, "easy", "hard"],
    );
  });

  test("host only, between games, and a known strength", async (t) => {
    const { app } = await createTestApp(t);
    const { host, sessionId } = await hostWithComputer(app, "hard");
    const bad = await call(app, host, "POST", `/sessions/${sessionId}/computer-players`, {
      strength: "godlike",
    });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.headers["content-type"], "application/problem+json; charset=utf-8");
    const other = await guest(app, "Bob");
    const outsider = await call(app, other, "POST", `/sessions/${sessionId}/computer-players`, {});
    assert.equal(json(outsider).code, "not_participant");
    await start(app, host, sessionId, "tic-tac-toe");
    const during = await call(app, host, "POST", `/sessions/${sessionId}/computer-players`, {});
    assert.equal(during.statusCode, 409);
    assert.equal(json(during).code, "invalid_session_status");
    const missing = await call(app, host, "POST", `/sessions/${randomUUID()}/computer-players`, {});
    assert.equal(json(missing).code, "session_not_found");
  });
});

describe("DELETE /sessions/{id}/computer-players/{participant_id}", () => {
  test("the host frees the computer's seat between games; problem+json otherwise", async (t) => {
    const { app } = await createTestApp(t);
    const { host, sessionId, computerId } = await hostWithComputer(app, "easy");
    const url = `/sessions/${sessionId}/computer-players/${computerId}`;
    const other = await guest(app, "Bob");
    assert.equal(json(await call(app, other, "DELETE", url)).code, "not_participant");
    await start(app, host, sessionId, "tic-tac-toe");
    const during = await call(app, host, "DELETE", url);
    assert.equal(during.statusCode, 409);
    assert.equal(json(during).code, "invalid_session_status");
    await call(app, host, "POST", `/sessions/${sessionId}/close`);
    const { host: host2, sessionId: session2, computerId: computer2 } = await hostWithComputer(app, "hard");
    const url2 = `/sessions/${session2}/computer-players/${computer2}`;
    const hostId = json<{ participants: { id: string }[] }>(
      await call(app, host2, "GET", `/sessions/${session2}`),
    ).participants[0]?.id;
    const notComputer = await call(app, host2, "DELETE", `/sessions/${session2}/computer-players/${hostId}`);
    assert.equal(notComputer.statusCode, 404);
    assert.equal(notComputer.headers["content-type"], "application/problem+json; charset=utf-8");
    assert.equal(json(notComputer).code, "computer_player_not_found");
    assert.equal(
      json(await call(app, host2, "DELETE", `/sessions/${session2}/computer-players/x`)).code,
      "invalid_request",
    );
    const removed = await call(app, host2, "DELETE", url2);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(
      json<{ participants: { kind: string }[] }>(removed).participants.map((p) => p.kind),
      ["person"],
    );
    assert.equal(json(await call(app, host2, "DELETE", url2)).code, "computer_player_not_found");
    const again = await call(app, host2, "POST", `/sessions/${session2}/computer-players`, {});
    assert.equal(again.statusCode, 201, "the freed seat takes a new computer");
  });
});

describe("playing against the computer", () => {
  test("tic-tac-toe against hard: the person never wins", async (t) => {
    const { app, errors } = await createComputerApp(t);
    const { host, sessionId, computerId } = await hostWithComputer(app, "hard");
    const rng = createRng(rngStateFromSeed("person"));
    const results: string[] = [];
    for (let g = 0; g < 8; g++) {
      const gameId = await start(app, host, sessionId, "tic-tac-toe");
      const final = await playAgainstComputer(app, host, gameId, (state) => {
        const cells = state.allowed_actions[0]?.choices ?? [];
        // Half the games the person plays the first free cell, half a random one.
        const cell = g % 2 ? cells[rng.int(cells.length)] : cells[0];
        return { action_type: "choose_cell", payload: { cell } };
      });
      const winners = final.winners ?? [];
      assert.ok(winners.length === 0 || winners[0] === computerId, `game ${g}: ${JSON.stringify(winners)}`);
      results.push(winners.length ? "computer" : "draw");
    }
    assert.ok(results.includes("computer"), "a careless person loses at least once");
    assert.deepEqual(errors, []);
  });

  test("pig against the computer ends with one winner; its moves are audited and verifiable", async (t) => {
    const { app, errors, store } = await createComputerApp(t);
    const { host, sessionId, computerId } = await hostWithComputer(app, "easy");
    const gameId = await start(app, host, sessionId, "pig");
    const final = await playAgainstComputer(app, host, gameId, pickAction);
    assert.equal(final.status, "finished");
    assert.equal(final.winners?.length, 1);

    const entries = json<{ entries: { actor: string; channel: string; kind: string; outcome: string }[] }>(
      await call(app, host, "GET", `/games/${gameId}/audit`),
    ).entries;
    const computerMoves = entries.filter((e) => e.actor === computerId);
    assert.ok(computerMoves.length > 0);
    for (const e of computerMoves)
      assert.deepEqual([e.kind, e.channel, e.outcome], ["action", "computer", "applied"]);
    const rows = await gameAudit(store, gameId);
    assert.deepEqual(verifyGameLog(rows).problems, []);
    assert.deepEqual(errors, []);
  });

  test("a turn played twice (a retry, a second process) is applied once", async (t) => {
    const { app, core, rival, store } = await createRacingTestApps(t);
    const { host, sessionId, computerId } = await hostWithComputer(app, "hard");
    // Tic-tac-toe: one move ends the computer's turn, so a second call can only replay it or find nothing to do
    // (in pig the computer may keep rolling, and a call that reads after the first commit makes a new, legal move).
    const gameId = await start(app, host, sessionId, "tic-tac-toe");
    const opening = json<{ allowed_actions: unknown[] }>(
      await call(app, host, "GET", `/games/${gameId}/state`),
    );
    if (opening.allowed_actions.length > 0) {
      await call(app, host, "POST", `/games/${gameId}/actions`, {
        action_id: randomUUID(),
        action_type: "choose_cell",
        payload: { cell: 4 },
      });
    }
    const before = json<{ version: number }>(await call(app, host, "GET", `/games/${gameId}/state`)).version;
    const moved = await Promise.all([core.computers.playTurn(gameId), rival.computers.playTurn(gameId)]);
    assert.deepEqual(
      moved.filter(Boolean).length,
      1,
      `exactly one of the two applied: ${JSON.stringify(moved)}`,
    );
    const after = json<{ version: number; last_action: { participant_id: string } }>(
      await call(app, host, "GET", `/games/${gameId}/state`),
    );
    assert.equal(after.version, before + 1);
    assert.equal(after.last_action.participant_id, computerId);
    const actions = await store.db
      .selectFrom("audit_entries")
      .select(["version", "outcome"])
      .where("game_id", "=", idBytes(gameId))
      .where("actor", "=", idBytes(computerId))
      .execute();
    assert.deepEqual(actions, [{ version: before + 1, outcome: "applied" }]);
  });

  test("two runners in two processes race to move the computer, and move it once per turn", async (t) => {
    const { app, core, rival, config, store } = await createRacingTestApps(t, {
      COMPUTER_MOVE_DELAY_MS: "0",
    });
    const tries = [0, 0];
    for (const [side, each] of [core, rival].entries()) {
      const playTurn = (gameId: string) => {
        tries[side] = (tries[side] ?? 0) + 1;
        return each.computers.playTurn(gameId);
      };
      const counted = { ...each, computers: { ...each.computers, playTurn } };
      t.after(startComputerMoves(counted, config, pino({ level: "silent" })));
    }
    const { host, sessionId, computerId } = await hostWithComputer(app, "hard");
    const gameId = await start(app, host, sessionId, "pig");
    const final = await playAgainstComputer(app, host, gameId, pickAction);
    assert.equal(final.status, "finished");
    const entries = await store.db
      .selectFrom("audit_entries")
      .select(["version", "outcome"])
      .where("game_id", "=", idBytes(gameId))
      .where("actor", "=", idBytes(computerId))
      .execute();
    assert.ok(entries.length > 0);
    assert.ok(
      entries.every((e) => e.outcome === "applied"),
      "no duplicate was refused: duplicates replay",
    );
    assert.ok(
      tries.every((n) => n > 0),
      `both runners tried (${tries.join(" and ")} times)`,
    );
    assert.equal(new Set(entries.map((e) => e.version)).size, entries.length, "one move per version");
  });
});
