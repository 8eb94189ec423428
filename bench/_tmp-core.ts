import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseConfig } from "../src/config.ts";
import { createCore } from "../src/core.ts";
import { migrateToLatest, openStore } from "../src/db/open-database.ts";

const dir = mkdtempSync(join(process.env.CORE_DIR ?? tmpdir(), "core-"));
const file = process.argv[2] === "mem" ? ":memory:" : join(dir, "app.db");
const store = openStore(file);
await migrateToLatest(store);
const core = createCore({ config: parseConfig({ DATA_DIR: dir }), store, jwtSecret: "x".repeat(40) });
const games: { id: string; p: Map<string, any>; mover: string }[] = [];
for (let i = 0; i < 500; i++) {
  const mk = async () => core.auth.authenticate("Guest", (await core.auth.createGuest("a")).guest_token);
  const a = (await mk())!;
  const b = (await mk())!;
  const s = await core.sessions.create(a, {});
  const j = await core.sessions.join(b, { invite_code: s.invite_code });
  const g = await core.games.start(a, s.id, "pig");
  games.push({
    id: g.id,
    p: new Map([
      [s.participants[0]!.id, a],
      [j.participant.id, b],
    ]),
    mover: s.participants[0]!.id,
  });
}
const N = Number(process.env.N ?? 30000);
let done = 0;
let next = 0;
const t0 = performance.now();
await Promise.all(
  Array.from({ length: 50 }, async () => {
    while (next < N) {
      const g = games[next++ % games.length]!;
      const r = await core.games.act(
        g.p.get(g.mover),
        g.id,
        { action_id: randomUUID(), action_type: "roll_dice" },
        { channel: "web" },
      );
      if (r.outcome.ok) g.mover = r.outcome.state.turn?.participant_id ?? g.mover;
      done++;
    }
  }),
);
const ms = performance.now() - t0;
console.log(file, "acts/s", Math.round((done / ms) * 1000), "us/act", ((ms * 1000) / done).toFixed(1));
const { statSync } = await import("node:fs");
console.log(
  "wal MB",
  (statSync(file + "-wal").size / 1e6).toFixed(1),
  "db MB",
  (statSync(file).size / 1e6).toFixed(1),
);
await store.close();
const t = (globalThis as any).__timing as Map<string, [number, number]>;
for (const [sql, [ms, n]] of [...t.entries()].sort((a, b) => b[1][0] - a[1][0]).slice(0, 14))
  console.log(
    ms.toFixed(0).padStart(6),
    "ms",
    String(n).padStart(7),
    ((ms * 1000) / n).toFixed(1).padStart(7),
    "us",
    sql.slice(0, 110),
  );
