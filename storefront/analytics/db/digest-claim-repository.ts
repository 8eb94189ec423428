import type { SqlRunner } from "./sql-runner.ts";

/** Claims of the daily digest, one `rollup_state` row per day (`digest:YYYY-MM-DD`), in SQL both engines read. */
export const digestClaimRepository = {
  /** Claims a day's digest; false when another process (or an earlier run) has it. */
  async claim(sql: SqlRunner, day: string, at: number): Promise<boolean> {
    const inserted = await sql.run(
      "insert into rollup_state (name, value) values (?, ?) on conflict (name) do nothing",
      [`digest:${day}`, at],
    );
    return inserted > 0;
  },
  /** Gives a claim back after a failed send, so a retry may send it. */
  async release(sql: SqlRunner, day: string): Promise<void> {
    await sql.run("delete from rollup_state where name = ?", [`digest:${day}`]);
  },
};
