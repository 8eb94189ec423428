import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";
import { startApiProcess } from "../support/api-process.ts";
import { assertBuilt } from "../support/built.ts";
import { freePort } from "../support/ports.ts";
import { createScratchDatabase } from "../support/scratch-database.ts";
import { requireServer } from "../support/test-store.ts";

const SECRET = "scale-test-secret-scale-test-secret-0123456789";

async function call(url: string, method: string, path: string, auth?: string, body?: unknown) {
  const res = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(auth ? { authorization: auth } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

interface State {
  status: string;
  version: number;
  allowed_actions: unknown[];
  board: { turn_total?: number };
}

test("two API processes with Redis: a computer plays pig, one move per turn, whichever process the person uses", async (t) => {
  if (!requireServer(t, "DATABASE_URL") || !requireServer(t, "REDIS_URL")) return;
  const database = await createScratchDatabase(process.env.DATABASE_URL as string, "computers");
  assertBuilt();
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL as string,
    JWT_SECRET: SECRET,
    HOST: "127.0.0.1",
    COMPUTER_MOVE_DELAY_MS: "0",
  };
  const a = await startApiProcess(await freePort(), env);
  const b = await startApiProcess(await freePort(), env);
  t.after(async () => {
    await Promise.all([a.stop(), b.stop()]);
    await database.drop();
  });

  const ann = `Guest ${(await call(a.url, "POST", "/auth/guest", undefined, {})).body.guest_token}`;
  const session = (await call(a.url, "POST", "/sessions", ann, { max_players: 2 })).body;
  const added = await call(b.url, "POST", `/sessions/${session.id}/computer-players`, ann, {
    strength: "hard",
  });
  assert.equal(added.status, 201);
  const computerId = (added.body.participant as { id: string }).id;
  const gameId = (await call(a.url, "POST", `/sessions/${session.id}/games`, ann, { plugin_id: "pig" })).body
    .id as string;

  // Ann moves on A and B in turn; whichever process leads moves the computer in between.
  let final: State | undefined;
  for (let i = 0, moves = 0; i < 20_000 && !final; i++) {
    const url = moves % 2 ? b.url : a.url;
    const state = (await call(url, "GET", `/games/${gameId}/state`, ann)).body as unknown as State;
    if (state.status !== "running") final = state;
    else if (state.allowed_actions.length === 0) await new Promise((r) => setTimeout(r, 5));
    else {
      const bank = (state.board.turn_total ?? 0) >= 15;
      const res = await call(url, "POST", `/games/${gameId}/actions`, ann, {
        action_id: randomUUID(),
        action_type: bank ? "pass" : "roll_dice",
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      moves++;
    }
  }
  assert.equal(final?.status, "finished");
  const audit = (await call(b.url, "GET", `/games/${gameId}/audit`, ann)).body.entries as {
    actor: string;
    kind: string;
    outcome: string;
    version: number;
  }[];
  const applied = audit.filter((e) => e.kind === "action" && e.outcome === "applied");
  assert.equal(applied.length, (final?.version ?? 0) - 1, "every version came from one applied move");
  const computer = audit.filter((e) => e.actor === computerId);
  assert.ok(computer.length > 0);
  assert.ok(
    computer.every((e) => e.outcome === "applied"),
    "no computer move was refused or repeated",
  );
});
