import { useEffect, useState } from "preact/hooks";
import type { BoardTable } from "../src/games/kit/web-board.ts";
import { publicCall } from "./api.ts";
import { findWebBoard } from "./game-boards.ts";
import { gameWordsOf, t } from "./i18n.ts";
import { withShownNames } from "./player-name.ts";

interface ReplayPlayer {
  readonly participant_id: string;
  readonly display_name: string;
  readonly seat: number;
  readonly color: string;
}

interface Replay {
  readonly game_id: string;
  readonly plugin_id: string;
  readonly verified: boolean;
  readonly players: readonly ReplayPlayer[];
  readonly winners: readonly string[];
  readonly initial_board: { readonly kind: string };
  readonly steps: readonly {
    readonly version: number;
    readonly actor: string;
    readonly action_type: string;
    readonly board: { readonly kind: string };
  }[];
}

const AUTOPLAY_MS = 700;

/** /play/replay/{game_id}: a finished game move by move, open to anyone with the link. */
export function ReplayScreen({ gameId }: { gameId: string }) {
  const [replay, setReplay] = useState<Replay | null>(null);
  const [error, setError] = useState("");
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    publicCall<Replay>("GET", `/games/${gameId}/replay`)
      .then(setReplay)
      .catch((e: Error) => setError(e.message));
  }, [gameId]);
  const total = replay?.steps.length ?? 0;
  useEffect(() => {
    if (!playing) return;
    if (step >= total) return setPlaying(false);
    const timer = setTimeout(() => setStep(step + 1), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, step, total]);

  if (!replay) return <p class="card">{error ? <span role="alert">{error}</span> : "…"}</p>;
  const current = step === 0 ? undefined : replay.steps[step - 1];
  const board = current?.board ?? replay.initial_board;
  const table: BoardTable = {
    players: withShownNames(replay.players).map((p) => ({ ...p, score: 0 })),
    turn: null,
    allowed_actions: [],
    version: current?.version ?? 1,
    last_action: current ? { action_type: current.action_type } : null,
  };
  const web = findWebBoard(replay.plugin_id);
  const actor = table.players.find((p) => p.participant_id === current?.actor)?.display_name ?? "";
  return (
    <section class="card game replay" aria-labelledby="replay-title">
      <h2 id="replay-title">{t("replayTitle")}</h2>
      <p data-verified={String(replay.verified)} class={replay.verified ? "verified" : "error"}>
        {replay.verified ? t("verified") : t("notVerified")}
      </p>
      <p class="banner" data-step={step} aria-live="polite">
        {t("stepOf", { n: step, total })}
        {actor && ` · ${actor}`}
      </p>
      <div class="board-view">
        {web ? (
          <web.view state={table} board={board as never} act={() => {}} words={gameWordsOf(web.words)} />
        ) : (
          <p>{t("unknownGame")}</p>
        )}
      </div>
      <p class="controls">
        <button type="button" data-replay="back" disabled={step === 0} onClick={() => setStep(step - 1)}>
          {t("stepBack")}
        </button>
        <button type="button" data-replay="autoplay" onClick={() => setPlaying(!playing)}>
          {playing ? t("stop") : t("autoplay")}
        </button>
        <button
          type="button"
          data-replay="forward"
          disabled={step >= total}
          onClick={() => setStep(step + 1)}
        >
          {t("stepForward")}
        </button>
      </p>
    </section>
  );
}
