import type { StateDocument } from "../src/games/registry.ts";
import { dayText, durationText } from "./clock-text.ts";
import type { Translator } from "./i18n.ts";
import { shownName } from "./player-name.ts";

type Player = StateDocument["players"][number];

/** A player's time left at `nowMs`: the running clock runs out at the turn's deadline, the others stand. */
function timeLeft(doc: StateDocument, player: Player, nowMs: number): number | null {
  const { clock } = player;
  if (!clock) return null;
  const deadline = doc.turn?.participant_id === player.participant_id ? doc.turn.deadline : null;
  return clock.running && deadline ? Date.parse(deadline) - nowMs : clock.remaining_ms;
}

/** "⏱ Ann 2d 4h · Bob 1d · 🏳️ Cid": every seat's clock, a forfeited seat flagged; null for an untimed game. */
export function clockLine(doc: StateDocument, t: Translator, nowMs: number): string | null {
  if (!doc.players.some((p) => p.clock)) return null;
  const clocks = doc.players.map((p) => {
    const left = timeLeft(doc, p, nowMs);
    const name = shownName(p.display_name, t);
    if (p.forfeited) return `🏳️ ${name}`;
    return left === null ? name : `${name} ${durationText(left, t)}`;
  });
  return t.t("caption_clocks", { clocks: clocks.join(" · ") });
}

/** One line per seat a computer keeps ("🤖 for Ann") and per player on vacation at `nowMs`. */
export function absenceLines(doc: StateDocument, t: Translator, nowMs: number): string[] {
  const standIns = doc.players
    .filter((p) => p.stand_in && !p.forfeited)
    .map((p) => t.t("caption_stand_in", { name: shownName(p.display_name, t) }));
  const away = doc.players
    .filter((p) => p.vacation_until && Date.parse(p.vacation_until) > nowMs)
    .map((p) =>
      t.t("caption_vacation", {
        name: shownName(p.display_name, t),
        date: dayText(p.vacation_until ?? "", t),
      }),
    );
  return [...standIns, ...away];
}
