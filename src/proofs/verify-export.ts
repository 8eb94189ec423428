import type { AuditEntry } from "../documents/audit-entry.ts";
import type { GameExport } from "../documents/game-export-document.ts";
import { GAME_EXPORT_FORMAT } from "../documents/game-export-format.ts";
import { readAuditEntry } from "../documents/read-audit-entry.ts";
import { checkRulesVersion } from "../games/rules-versions.ts";
import { entropyOf, startedRulesVersion } from "./export-facts.ts";
import { boundsOf } from "./replay-log.ts";
import { type VerifyReport, verifyGameLog } from "./verify-game.ts";

const ENTROPY = /^[0-9a-f]{32,128}$/;

/** What the export says about itself that its entries must agree with; each disagreement, in order. */
function headerProblems(doc: GameExport, entries: readonly AuditEntry[]): string[] {
  const problems: string[] = [];
  const { start, end } = boundsOf(entries);
  const begun = start?.change.payload;
  const ended = end?.change.payload;
  if (begun?.plugin_id !== doc.plugin_id)
    problems.push("plugin_id differs from the one the game started with");
  if (startedRulesVersion(entries) !== doc.rules_version)
    problems.push("rules_version differs from the one the game started with");
  if (begun?.rng_commitment !== doc.rng_commitment)
    problems.push("rng_commitment differs from the published one");
  if (ended?.rng_seed !== doc.rng_seed)
    problems.push("rng_seed differs from the one the game's end revealed");
  for (const { seq, entropy } of entropyOf(entries))
    if (!ENTROPY.test(entropy)) problems.push(`seq ${seq}: the entropy is not 32-128 lowercase hex digits`);
  if (JSON.stringify(entropyOf(entries)) !== JSON.stringify(doc.entropy))
    problems.push("the entropy list differs from the entries' entropy");
  if (JSON.stringify([...(ended?.winners ?? [])].sort()) !== JSON.stringify([...doc.winners].sort()))
    problems.push("winners differ from the ones the game's end recorded");
  return problems;
}

/**
 * Checks a game export (GET /games/{id}/export) with no database: that this
 * build has its rules version, that its header agrees with its entries, then
 * everything verify-game checks (hash chain, seed against commitment, every
 * roll with the entropy mixed where the game did, every state hash, the
 * winners). Problems come in the order the steps are checked, so the first
 * is the first bad step.
 */
export function verifyExport(doc: unknown): VerifyReport {
  const fail = (problem: string): VerifyReport => ({
    ok: false,
    problems: [problem],
    replayed: 0,
    rejectionsConfirmed: 0,
  });
  const candidate = doc as Partial<GameExport> | null;
  if (!candidate || candidate.format !== GAME_EXPORT_FORMAT || !Array.isArray(candidate.entries))
    return fail(`not a game export (expected format ${GAME_EXPORT_FORMAT})`);
  const exported = candidate as GameExport;
  const unknown = checkRulesVersion(exported.plugin_id, exported.rules_version);
  if (unknown) return fail(unknown);
  const entries = exported.entries.map(readAuditEntry);
  const log = verifyGameLog(entries);
  const problems = [...log.problems, ...headerProblems(exported, entries)];
  return { ...log, ok: problems.length === 0, problems };
}
