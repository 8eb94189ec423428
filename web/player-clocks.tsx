import { clockMs, formatClock, onVacation, type Player } from "./clock-time.ts";
import { LOCALE, t } from "./i18n.ts";
import type { GameState } from "./types.ts";

/** A running clock under this shows as low on time. */
const LOW_MS = 10_000;

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(LOCALE, { day: "numeric", month: "short" });

/** True when a player has anything about time to show. */
function hasTime(player: Player, now: number): boolean {
  return player.clock !== null || player.stand_in !== null || player.forfeited || onVacation(player, now);
}

/** One seat: its colour, who plays it (a stand-in shows as "🤖 for Ann"), its clock and marks. */
function PlayerClock({ player, deadline, now }: { player: Player; deadline: string | null; now: number }) {
  // A seat that lost on time has no time left to show; a stand-in's turn is due at once, and is no alarm.
  const ms = player.forfeited ? null : clockMs(player, deadline, now);
  const running = player.clock?.running === true && deadline !== null;
  const low = running && !player.stand_in && ms !== null && ms < LOW_MS;
  const name = player.stand_in ? t("standInFor", { name: player.display_name }) : player.display_name;
  const classes = ["clock", running && "running", low && "low"];
  return (
    <li class={classes.filter(Boolean).join(" ")} data-clock-of={player.participant_id}>
      <span class="swatch" style={{ background: player.color }} />
      <span class="who" title={name} data-stand-in={player.stand_in ? "" : undefined}>
        {player.forfeited ? <s>{name}</s> : name}
      </span>
      {ms !== null && (
        <span class="time" role="timer" data-running={running ? "" : undefined}>
          {formatClock(ms, LOCALE, (unit, n) => t(unit, { n }))}
        </span>
      )}
      {player.forfeited && <span class="hint">{t("lostOnTime")}</span>}
      {player.vacation_until && onVacation(player, now) && (
        <span class="hint" data-vacation>
          {t("onVacation", { date: dateOf(player.vacation_until) })}
        </span>
      )}
    </li>
  );
}

/** Every player's clock, the mover's counting down; nothing when no player has anything about time. */
export function PlayerClocks({ state, now }: { state: GameState; now: number }) {
  if (!state.players.some((p) => hasTime(p, now))) return null;
  const deadline = state.status === "running" && !state.paused ? (state.turn?.deadline ?? null) : null;
  return (
    <ul class="clocks" aria-label={t("clocks")}>
      {state.players.map((p) => (
        <PlayerClock player={p} deadline={deadline} now={now} />
      ))}
    </ul>
  );
}
