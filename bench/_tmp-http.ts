import { runApiBench } from "./api-bench.ts";
import { runGameBench, runTicTacToeTables } from "./game-bench.ts";
import { startServer } from "./http-server.ts";

const server = await startServer(18181);
try {
  const http = [...(await runApiBench(server.url, 5)), ...(await runGameBench(server.url, 5))];
  const b = http[0]!.rps;
  console.table(
    http.map((r) => ({
      s: r.name,
      rps: Math.round(r.rps),
      p50: r.p50,
      p99: r.p99,
      x: (r.rps / b).toFixed(3),
      non2xx: r.non2xx,
    })),
  );
  const t = await runTicTacToeTables(server.url, 5);
  console.log("ttt moves/s", Math.round(t.movesPerSecond), "p99", t.p99, "non2xx", t.non2xx);
  console.log("rss", server.rssMb());
} finally {
  await server.stop();
}
