import { useEffect, useState } from "preact/hooks";
import { checkExport, checkExportText, type Verdict } from "./check-export.ts";
import { useVerifyWords } from "./verify-words.ts";

/** Where the check stands: fetching or replaying, failed to fetch, or done. */
type Status =
  | { readonly state: "checking" }
  | { readonly state: "failed"; readonly message: string }
  | { readonly state: "done"; readonly verdict: Verdict };

/** What this browser sent to the game and the record lacks, if anything. */
function EntropyCheck({ verdict }: { verdict: Verdict }) {
  const { t: tv } = useVerifyWords();
  if (verdict.sent === 0) return <p class="hint">{tv("verifyEntropyNone")}</p>;
  if (verdict.missing.length === 0)
    return <p data-entropy-ok>{tv("verifyEntropyOk", { n: verdict.sent })}</p>;
  return (
    <>
      <p class="error" data-entropy-missing={verdict.missing.length}>
        {tv("verifyEntropyMissing", { missing: verdict.missing.length, n: verdict.sent })}
      </p>
      <ul>
        {verdict.missing.map((entropy) => (
          <li key={entropy}>
            <code>{entropy}</code>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The verdict's first line: ✔, ✘ for the replay, or ✘ for randomness of this browser's the record lacks. */
function Headline({ verdict }: { verdict: Verdict }) {
  const { t: tv } = useVerifyWords();
  if (verdict.ok) return <p class="verified">{tv("verifyOk", { moves: verdict.replayed })}</p>;
  return <p class="error">{tv(verdict.problems.length > 0 ? "verifyBad" : "verifyEntropyBad")}</p>;
}

/** ✔ with what was replayed, or ✘ with the first step that differs and every problem after it. */
function VerdictView({ verdict }: { verdict: Verdict }) {
  const { t: tv } = useVerifyWords();
  const [first, ...rest] = verdict.problems;
  return (
    <>
      <Headline verdict={verdict} />
      {first && <p data-first-problem>{first}</p>}
      {rest.length > 0 && (
        <details>
          <summary>{tv("verifyAllProblems", { n: verdict.problems.length })}</summary>
          <ol>
            {verdict.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ol>
        </details>
      )}
      {verdict.options && (
        <p data-options>
          {tv("verifyOptions")} <code>{verdict.options}</code>
        </p>
      )}
      <EntropyCheck verdict={verdict} />
      <p class="hint" data-verify-ms={verdict.ms}>
        {tv("verifyGame", { id: verdict.gameId, ms: verdict.ms })}
      </p>
    </>
  );
}

/** A saved export, chosen or dropped anywhere on the field: checked with no server at all. */
function ExportFile({ onText }: { onText: (text: string) => void }) {
  const { t: tv } = useVerifyWords();
  const [over, setOver] = useState(false);
  const read = (file: File | undefined) => file?.text().then(onText);
  return (
    <label
      class={over ? "drop-zone over" : "drop-zone"}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        read(e.dataTransfer?.files[0]);
      }}
    >
      {tv("verifyFile")}
      <input
        type="file"
        accept="application/json,.json"
        data-export-file
        onChange={(e) => read(e.currentTarget.files?.[0])}
      />
    </label>
  );
}

/**
 * /play/verify/{id}: replays the game's export here once `record` (its
 * fetch, started with the page) brings it, or checks an export file dropped
 * on the page (offline; /play/verify alone takes only files). The verdict
 * sits in a live region, with `data-verified` once there is one.
 */
export function VerifyScreen({ gameId, record }: { gameId: string | null; record: Promise<unknown> | null }) {
  const { t: tv } = useVerifyWords();
  const [status, setStatus] = useState<Status | null>(record ? { state: "checking" } : null);
  useEffect(() => {
    record?.then(
      (doc) => setStatus({ state: "done", verdict: checkExport(doc) }),
      (error: Error) =>
        setStatus({ state: "failed", message: tv("verifyFetchFailed", { detail: error.message }) }),
    );
  }, [record]);
  const onText = (text: string) =>
    setStatus({ state: "done", verdict: checkExportText(text, tv("verifyNotJson")) });
  return (
    <section class="card" aria-labelledby="verify-title">
      <h2 id="verify-title">{tv("verifyTitle")}</h2>
      <p class="hint">{tv("verifyIntro")}</p>
      <div
        class="verdict"
        aria-live="polite"
        data-verified={status?.state === "done" ? String(status.verdict.ok) : undefined}
      >
        {status?.state === "checking" && <p>{tv("verifyChecking")}</p>}
        {status?.state === "failed" && <p class="error">{status.message}</p>}
        {status?.state === "done" && <VerdictView verdict={status.verdict} />}
      </div>
      <ExportFile onText={onText} />
      {gameId && (
        <p>
          <a href={`/api/v1/games/${encodeURIComponent(gameId)}/export`} download={`game-${gameId}.json`}>
            {tv("verifyDownload")}
          </a>
        </p>
      )}
    </section>
  );
}
