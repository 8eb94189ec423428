import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { before, describe, test } from "node:test";
import { promisify } from "node:util";
import type { GameExport } from "../../src/documents/game-export-document.ts";
import { GAME_PLUGINS } from "../../src/games/registry.ts";
import { reportLine } from "../../src/proofs/report-line.ts";
import { verifyExport } from "../../src/proofs/verify-export.ts";
import { assertBuilt } from "../support/built.ts";
import { playToEnd, startGame } from "../support/play.ts";
import { createTestApp, json } from "../support/test-app.ts";

const run = promisify(execFile);
const fresh = () => ({ entropy: randomBytes(16).toString("hex") });

/** A finished game of `pluginId`, every move with fresh entropy, and its export. */
async function finishedExport(
  app: Awaited<ReturnType<typeof createTestApp>>["app"],
  pluginId: string,
  players = 2,
) {
  const table = await startGame(app, pluginId, players);
  await playToEnd(app, table, table.gameId, 5000, fresh);
  const res = await app.inject({ method: "GET", url: `/api/v1/games/${table.gameId}/export` });
  assert.equal(res.statusCode, 200, res.body);
  return json<GameExport>(res);
}

/** Runs the verify-game command, as built, with `--file` on `doc`; resolves to its exit code and output. */
async function verifyFile(doc: unknown): Promise<{ code: number; out: string }> {
  const dir = mkdtempSync(join(tmpdir(), "export-"));
  const file = join(dir, "game.json");
  writeFileSync(file, JSON.stringify(doc));
  try {
    const { stdout } = await run(process.execPath, ["dist/scripts/verify-game.js", "--file", file]);
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, out: failed.stdout };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What `verify-game --file` answers for `doc`, worked out in this process from the same report and line. */
async function verifyHere(doc: unknown): Promise<{ code: number; out: string }> {
  const report = verifyExport(JSON.parse(JSON.stringify(doc)));
  return { code: report.ok ? 0 : 1, out: `${reportLine(report)}\n` };
}

describe("game exports", () => {
  before(assertBuilt);

  test("a running game's export is 409, an unknown game's 404; a finished one needs no credential", async (t) => {
    const { app } = await createTestApp(t);
    const table = await startGame(app, "pig", 2);
    const running = await app.inject({ method: "GET", url: `/api/v1/games/${table.gameId}/export` });
    assert.equal(running.statusCode, 409);
    assert.equal(json<{ code: string }>(running).code, "game_running");
    const missing = await app.inject({
      method: "GET",
      url: "/api/v1/games/00000000-0000-4000-8000-000000000000/export",
    });
    assert.equal(missing.statusCode, 404);
    const doc = await finishedExport(app, "yacht");
    assert.equal(doc.plugin_id, "yacht");
    assert.equal(doc.rules_version, 1);
    assert.ok(doc.entropy.length > 0);
    assert.deepEqual(
      doc.entropy.map((e) => e.seq),
      doc.entries.filter((e) => e.entropy).map((e) => e.seq),
    );
    assert.equal(doc.players.length, 2);
  });

  test("every registered game's export verifies offline", async (t) => {
    const { app } = await createTestApp(t);
    for (const plugin of GAME_PLUGINS) {
      const doc = await finishedExport(app, plugin.id, plugin.min_players);
      const report = verifyExport(doc);
      assert.deepEqual(report.problems, [], plugin.id);
      assert.ok(report.replayed > 0, plugin.id);
    }
  });

  test("verify-game --file accepts an honest export and names the first bad step of a tampered one", async (t) => {
    const { app } = await createTestApp(t);
    const doc = await finishedExport(app, "yacht");
    const honest = await verifyFile(doc);
    assert.equal(honest.code, 0, honest.out);
    assert.match(honest.out, /^OK: \d+ actions replayed/);

    const contributed = doc.entries.find((e) => e.kind === "action" && e.outcome === "applied" && e.entropy);
    assert.ok(contributed);
    const seq = contributed.seq;
    // The command runs on the honest export and the first tampering; the other tamperings go
    // through the same verifier and report line here, sparing a process start each.
    const tamper = async (change: (copy: GameExport) => void, verify = verifyHere) => {
      const copy = structuredClone(doc);
      change(copy);
      return verify(copy);
    };
    const atEntry = (copy: GameExport) =>
      copy.entries.find((e) => e.seq === seq) as GameExport["entries"][number];

    const entropy = await tamper((copy) => {
      atEntry(copy).entropy = "f".repeat(32);
    }, verifyFile);
    assert.equal(entropy.code, 1);
    assert.match(entropy.out, new RegExp(`FAILED at the first bad step: hash chain breaks at seq ${seq}`));

    const payload = await tamper((copy) => {
      const last = copy.entries.filter((e) => e.kind === "action" && e.outcome === "applied").at(-1);
      if (last) last.payload = JSON.stringify({ cell: "tampered" });
    });
    assert.equal(payload.code, 1);
    assert.match(payload.out, /FAILED at the first bad step: hash chain breaks at seq \d+/);

    const roll = await tamper((copy) => {
      copy.rng_seed = "0".repeat(64);
      const end = copy.entries.at(-1) as GameExport["entries"][number];
      end.payload = JSON.stringify({ ...JSON.parse(end.payload ?? "{}"), rng_seed: copy.rng_seed });
    });
    assert.equal(roll.code, 1);
    assert.match(roll.out, /FAILED at the first bad step: hash chain breaks/);
    assert.match(roll.out, /the revealed seed does not match the commitment/);

    const listed = await tamper((copy) => {
      (copy.entropy[0] as { entropy: string }).entropy = "a".repeat(32);
    });
    assert.equal(listed.code, 1);
    assert.match(listed.out, /the entropy list differs/);

    const version = await tamper((copy) => {
      copy.rules_version = 7;
    });
    assert.equal(version.code, 1);
    assert.match(
      version.out,
      /yacht rules_version 7 is not the installed one \(1\): this server cannot replay it/,
    );
  });
});
