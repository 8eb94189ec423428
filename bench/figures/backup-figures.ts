import { type FigureBlock, markdownTable } from "../figure-blocks.ts";
import { each, fixed, hundredths, int, tenths, verdict } from "./format.ts";

/** One backup taken while the peer load ran. */
export interface BackupRound {
  readonly backup_seconds: number;
  readonly moves_per_second_alone: number;
  readonly moves_per_second_during: number;
  readonly ratio: number;
  /** The share of the backup's time the load still ran (under 1: the rates are of the part covered). */
  readonly load_covered: number;
  readonly acknowledged_before_backup: number;
  /** Moves acknowledged before the backup began that its file lacks. */
  readonly lost: number;
  readonly load_errors: Readonly<Record<string, number>>;
}

/** What `runBackupBench` measured (issue 38). */
export interface BackupFigures {
  readonly file_mb: number;
  readonly backup_seconds_without_load: number;
  readonly rounds: readonly BackupRound[];
  /** The median of the rounds' ratios. */
  readonly ratio: number;
  readonly backup_seconds_max: number;
  readonly restore_seconds: number;
  /** Lost in every round's backup and in the restore of the last. */
  readonly lost: number;
  readonly lost_in_restore: number;
  readonly restore_checked: number;
}

const acknowledged = (result: BackupFigures) =>
  result.rounds.reduce((n, r) => n + r.acknowledged_before_backup, 0);

/** Prints the figures of `runBackupBench`: each round, then the figures against issue 38's targets. */
export function printBackupBench(result: BackupFigures) {
  const mb = Math.round(result.file_mb);
  console.log(`\nBackup and restore of a ${mb} MB game database (SQLite) under the peer load`);
  console.table(
    result.rounds.map((r, i) => ({
      round: i + 1,
      "backup s": r.backup_seconds.toFixed(1),
      "moves/s without": Math.round(r.moves_per_second_alone),
      "moves/s during the backup": Math.round(r.moves_per_second_during),
      ratio: r.ratio.toFixed(2),
      "lost of acked before": `${r.lost} of ${r.acknowledged_before_backup}`,
      "load errors": JSON.stringify(r.load_errors),
    })),
  );
  const row = (figure: string, measured: string, target = "") => ({ figure, measured, target });
  console.table([
    row(`backup of ${mb} MB, no load (s)`, result.backup_seconds_without_load.toFixed(1)),
    row("backup under the load, slowest (s)", result.backup_seconds_max.toFixed(1), "≤ 60"),
    row(`restore of ${mb} MB (s)`, result.restore_seconds.toFixed(1), "≤ 60"),
    row("moves/s during ÷ without (median)", result.ratio.toFixed(2), "≥ 0.70"),
    row(
      "acked before a backup, not in it",
      `${result.lost - result.lost_in_restore} of ${acknowledged(result)}`,
      "0",
    ),
    row("… not in the restore of the last", `${result.lost_in_restore} of ${result.restore_checked}`, "0"),
  ]);
  const short = result.rounds.filter((r) => r.load_covered < 1);
  if (short.length)
    console.log(`the load ended before the backup in ${short.length} round(s): rates of the part covered`);
}

/** `bench:backup`: backups under the peer load, round by round, and the restore, against issue 38's targets. */
export function backupBlock(result: BackupFigures, caption: string): FigureBlock {
  const seconds = result.rounds.map((r) => r.backup_seconds);
  const ratios = result.rounds.map((r) => r.ratio);
  const rates = result.rounds.map(
    (r) => `${int(r.moves_per_second_alone)} → ${int(r.moves_per_second_during)}`,
  );
  const table = markdownTable(
    [
      "Backup s per round",
      "Moves/s alone → during",
      "Ratio per round (median)",
      "Backup without load",
      "Restore",
      "Lost / acknowledged before",
    ],
    [
      [
        each(tenths, seconds),
        rates.join(", "),
        `${each(hundredths, ratios)} (${verdict(`${fixed(result.ratio, 2)}, target ≥ 0.70`, result.ratio >= 0.7)})`,
        `${fixed(result.backup_seconds_without_load, 1)} s`,
        `${fixed(result.restore_seconds, 1)} s (${verdict("≤ 60 s", result.restore_seconds <= 60)})`,
        `${int(result.lost)} / ${int(acknowledged(result))} (${verdict("none", result.lost === 0)})`,
      ],
    ],
  );
  return { name: "backup", markdown: `${caption}\n\n${table}` };
}
