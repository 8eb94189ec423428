import type { Api } from "./api.ts";
import { t } from "./i18n.ts";
import type { GameState } from "./types.ts";
import type { Run } from "./use-run.ts";

/** When a computer keeps the viewer's seat: "I'm back" takes it back and shows the game as it answers. */
export function ReclaimSeat({
  api,
  state,
  me,
  run,
  onState,
}: {
  api: Api;
  state: GameState;
  me: string;
  run: Run;
  onState: (state: GameState) => void;
}) {
  const mine = state.players.find((p) => p.participant_id === me);
  if (state.status !== "running" || !mine?.stand_in) return null;
  const reclaim = () =>
    run(async () => onState(await api.call<GameState>("POST", `/games/${state.game_id}/reclaim`)));
  return (
    <section class="card row stand-in" aria-live="polite">
      <p>{t("standingIn")}</p>
      <button type="button" data-reclaim onClick={reclaim}>
        {t("imBack")}
      </button>
    </section>
  );
}
