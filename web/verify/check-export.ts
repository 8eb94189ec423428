import type { GameExport } from "../../src/documents/game-export-document.ts";
import { optionsText } from "../../src/proofs/report-line.ts";
import { verifyExport } from "../../src/proofs/verify-export.ts";
import type { VerifyReport } from "../../src/proofs/verify-game.ts";
import { sentEntropy } from "../sent-entropy.ts";

/** What the page found: the replay's verdict, and this browser's entropy the record lacks. */
export interface Verdict {
  readonly ok: boolean;
  /** The replay's problems in the order the steps are checked: the first is the first bad step. */
  readonly problems: readonly string[];
  readonly replayed: number;
  readonly gameId: string;
  /** The game's own options its setup was replayed with (verify-game's text of them); null when it had none. */
  readonly options: string | null;
  /** How many contributions this browser sent to the game, and which of them the record lacks. */
  readonly sent: number;
  readonly missing: readonly string[];
  /** How long the replay took here, in milliseconds. */
  readonly ms: number;
}

/** The entropy an export lists, lowercase; none when it lists none it can be read from. */
function listedEntropy(doc: Partial<GameExport> | null): Set<string> {
  const listed = Array.isArray(doc?.entropy) ? doc.entropy : [];
  return new Set(listed.map((item) => String(item?.entropy).toLowerCase()));
}

/** verifyExport's report; a file too malformed to replay (a hand-edited one) fails with the reason. */
function replay(doc: unknown): VerifyReport {
  try {
    return verifyExport(doc);
  } catch (error) {
    const problem = `the export could not be replayed: ${(error as Error).message}`;
    return { ok: false, problems: [problem], replayed: 0, rejectionsConfirmed: 0 };
  }
}

/**
 * Checks an export in this page, trusting nothing the server said: the core's
 * own verifyExport (src/proofs/verify-export.ts) replays it with the bundled
 * rules, then every entropy this browser sent to the game must be listed.
 */
export function checkExport(doc: unknown): Verdict {
  const started = performance.now();
  const report = replay(doc);
  const ms = Math.round(performance.now() - started);
  const exported = doc as Partial<GameExport> | null;
  const gameId = typeof exported?.game_id === "string" ? exported.game_id : "";
  const sent = gameId ? sentEntropy(gameId) : [];
  const listed = listedEntropy(exported);
  const missing = sent.filter((entropy) => !listed.has(entropy));
  return {
    ok: report.ok && missing.length === 0,
    problems: report.problems,
    replayed: report.replayed,
    gameId,
    options: optionsText(report),
    sent: sent.length,
    missing,
    ms,
  };
}

/** The verdict on a file's text: a file that is not JSON fails with `notJson` as its problem. */
export function checkExportText(text: string, notJson: string): Verdict {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    const problems = [notJson];
    return { ok: false, problems, replayed: 0, gameId: "", options: null, sent: 0, missing: [], ms: 0 };
  }
  return checkExport(doc);
}
