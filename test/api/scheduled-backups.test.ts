import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { before, test } from "node:test";
import { readManifest } from "../../platform/backup/backup-manifest.ts";
import { listBackups } from "../../platform/backup/take-backup.ts";
import { startApiProcess } from "../support/api-process.ts";
import { assertBuilt } from "../support/built.ts";
import { seriesValue } from "../support/metrics-text.ts";
import { freePort } from "../support/ports.ts";

before(assertBuilt);

test("with BACKUP_DIR and BACKUP_INTERVAL_MINUTES the API takes a backup, and /metrics shows it and a supported Node", async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), "scheduled-"));
  t.after(() => rmSync(dataDir, { recursive: true, force: true }));
  const backups = join(dataDir, "backups");
  const api = await startApiProcess(await freePort(), {
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    REDIS_URL: "",
    BACKUP_DIR: backups,
    BACKUP_INTERVAL_MINUTES: "60",
    BACKUP_KEEP: "3",
  });
  t.after(() => api.stop());
  const scrape = async () => (await fetch(`${api.url}/metrics`)).text();
  let metrics = await scrape();
  const deadline = Date.now() + 30_000;
  while (!seriesValue(metrics, "backup_last_success_timestamp_seconds") && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    metrics = await scrape();
  }
  const [first, ...more] = listBackups(backups);
  assert.ok(first, "the first backup is taken at start when none is due");
  assert.deepEqual(more, []);
  const manifest = readManifest(join(backups, first, "manifest.json"));
  assert.deepEqual(
    manifest.files.map((f) => f.name),
    ["app.db", "jwt-secret"],
  );
  assert.equal(
    seriesValue(metrics, "backup_last_success_timestamp_seconds"),
    Date.parse(manifest.finished_at) / 1000,
  );
  assert.equal(seriesValue(metrics, "backup_duration_seconds"), manifest.duration_ms / 1000);
  const version = /^nodejs_version_info\{version="v(\d+)\./m.exec(metrics)?.[1];
  assert.ok(Number(version) >= 22, `nodejs_version_info reports Node ${version}`);
});
