import type { Api } from "./api.ts";
import { t } from "./i18n.ts";
import type { GameState } from "./types.ts";
import type { Run } from "./use-run.ts";

/** Under a finished game: Rematch for its players, and the links to its replay and to verifying it in the browser. */
export function FinishedGame({ api, state, me, run }: { api: Api; state: GameState; me: string; run: Run }) {
  return (
    <p class="card row controls">
      {state.players.some((p) => p.participant_id === me) && (
        <button
          type="button"
          data-rematch
          onClick={() => run(() => api.call("POST", `/games/${state.game_id}/rematch`))}
        >
          {t("rematch")}
        </button>
      )}
      <a href={`/play/replay/${state.game_id}`} data-replay-link>
        {t("replay")}
      </a>
      <a href={`/play/verify/${state.game_id}`} data-verify-link>
        {t("verifyLink")}
      </a>
    </p>
  );
}
