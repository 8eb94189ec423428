import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { createApp } from "../api/create-app.ts";
import { parseConfig } from "../src/config.ts";
import { createCore } from "../src/core.ts";
import { migrateToLatest, openStore } from "../src/db/open-database.ts";
import { findTicket } from "../src/db/repositories/match-ticket-repository.ts";
import { saveRating } from "../src/db/repositories/rating-repository.ts";
import { startMatchmaker } from "../src/matchmaking/matchmaking-worker.ts";
import { captionOf, writeFigureBlocks } from "./figure-blocks.ts";
import { matchmakingBlock } from "./figures/matchmaking-figures.ts";
import { percentile } from "./process-stats.ts";

/**
 * `npm run bench:matchmaking`: BENCH_PLAYERS (1,000) guests with ratings
 * spread around 1000 (σ 150) ask for quick play at once, against the API on
 * a SQLite file with the matcher running as in production (every 250 ms).
 * Reports how long each waited until matched (p50, p99, the last), the
 * rating gap of each pair, and, as the same run's baseline, how long the
 * crowd's requests alone took to be answered. Writes docs/benchmarks.md.
 */
const players = Number(process.env.BENCH_PLAYERS ?? 1000);
const dir = mkdtempSync(join(tmpdir(), "matchmaking-bench-"));
// One client address sends the whole crowd: the per-address limit must let it.
const config = parseConfig({ DATABASE_FILE: join(dir, "game.db"), RATE_LIMIT_ADDRESS_MAX: "1000000" });
const store = openStore(join(dir, "game.db"));
await migrateToLatest(store);
const core = createCore({ config, store, jwtSecret: "bench-secret-bench-secret-bench-secret-0123" });
const app = await createApp({ core, config, logger: pino({ level: "silent" }) });

/** A rating from a normal spread around 1000 (σ 150), reproducible by index. */
function ratingOf(i: number): number {
  const u = ((i * 7919) % 1000) / 1000 + 0.0005;
  const v = ((i * 104729) % 997) / 997 + 0.0005;
  return Math.round((1000 + 150 * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)) * 10) / 10;
}

const auths: string[] = [];
for (let i = 0; i < players; i++) {
  const token = (await core.auth.createGuest(`P${i}`)).guest_token;
  const principal = await core.auth.authenticate("Guest", token);
  const rating = ratingOf(i);
  await store.write((tx) =>
    saveRating(
      tx,
      {
        plugin_id: "tic-tac-toe",
        user_id: principal?.userId as string,
        mu: (rating - 1000) / 40 + 12,
        sigma: 4,
        rating,
        games: 1,
        wins: 0,
        updated_at: new Date().toISOString(),
      },
      null,
    ),
  );
  auths.push(`Guest ${token}`);
}

const stop = startMatchmaker({
  matchWaiting: core.matchmaking.matchWaiting,
  everyMs: 250,
  onError: console.error,
});
const startedAt = Date.now();
const started = performance.now();
const tickets = await Promise.all(
  auths.map(async (authorization) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/v1/matchmaking",
      headers: { authorization },
      payload: { plugin_id: "tic-tac-toe" },
    });
    if (res.statusCode !== 202) throw new Error(`queue failed: ${res.statusCode} ${res.body}`);
    return { id: (res.json() as { ticket_id: string }).ticket_id };
  }),
);
const answeredMs = performance.now() - started;
// The matcher's own timestamps, so polling here does not count: each ticket from the crowd's first request to its match.
const waits: number[] = [];
const games = new Map<string, number[]>();
let waiting = tickets;
while (waiting.length > 0) {
  const still: typeof tickets = [];
  for (const ticket of waiting) {
    const row = await findTicket(store, ticket.id);
    if (row?.status !== "matched") {
      still.push(ticket);
      continue;
    }
    games.set(row.game_id as string, [...(games.get(row.game_id as string) ?? []), row.rating]);
    waits.push(Date.parse(row.settled_at as string) - startedAt);
  }
  waiting = still;
  if (waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, 100));
}
stop();
await app.close();
await store.close();
rmSync(dir, { recursive: true, force: true });

waits.sort((a, b) => a - b);
const gaps = [...games.values()]
  .map(([a, b]) => Math.abs((a as number) - (b as number)))
  .sort((a, b) => a - b);
const result = {
  players,
  answeredMs,
  p50: percentile(waits, 50),
  p99: percentile(waits, 99),
  last: waits.at(-1) as number,
  gapMedian: percentile(gaps, 50),
  gapP99: percentile(gaps, 99),
  gapMax: gaps.at(-1) as number,
};
console.log(result);
writeFigureBlocks({
  "docs/benchmarks.md": [
    matchmakingBlock(result, captionOf(`BENCH_PLAYERS=${players} npm run bench:matchmaking`)),
  ],
});
