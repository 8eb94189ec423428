import type { LobbyTableView } from "../src/documents/lobby-document.ts";
import { gameNameIn } from "./game-named.ts";
import type { Translator } from "./i18n.ts";
import { shownName } from "./player-name.ts";

/** A number in the chat's language's digits (Persian's in fa), ungrouped as Fluent's variables are. */
const numberIn = (t: Translator, n: number) =>
  new Intl.NumberFormat(t.locale, { useGrouping: false }).format(n);

/** The clock a table's games start with, in a few characters ("5+3", "30 s", "2d"); empty when untimed. */
function clockOf(table: LobbyTableView, t: Translator): string {
  const clock = table.time_control;
  if (!clock) return "";
  if (clock.kind === "move") return t.t("seconds", { count: clock.seconds });
  if (clock.kind === "days") return t.t("unit_days", { n: clock.days_per_move });
  return `${numberIn(t, Math.round(clock.initial_seconds / 60))}+${numberIn(t, clock.increment_seconds)}`;
}

/** What one open table says about itself: its game, host (with rating), seats and clock. */
export function tableWords(table: LobbyTableView, t: Translator) {
  const rating = table.host.rating === null ? "" : ` (${numberIn(t, Math.round(table.host.rating))})`;
  const clock = clockOf(table, t);
  return {
    game: gameNameIn(t, table.plugin_id),
    host: `${shownName(table.host.display_name, t)}${rating}`,
    seats: `${numberIn(t, table.seats_taken)}/${numberIn(t, table.max_players)}`,
    clock: clock ? ` · ⏱ ${clock}` : "",
    free: table.max_players - table.seats_taken,
  };
}

/** A table's one line in a list: "Yacht · Ann (1520) · 1/2 · ⏱ 5+3". */
export function tableLine(table: LobbyTableView, t: Translator): string {
  return t.t("lobby_table", tableWords(table, t));
}
