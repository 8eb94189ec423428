import { t, tKey } from "./i18n.ts";
import type { OnTimeout, Session, Strength, TimeControl } from "./types.ts";

const KINDS = ["none", "move", "bank", "days"] as const;
const OUTCOMES = ["rules", "stand_in", "forfeit"] as const satisfies readonly OnTimeout[];

/** What the host picks about time, in the units the form asks for. */
export interface Clock {
  readonly kind: (typeof KINDS)[number];
  readonly seconds: number;
  readonly minutes: number;
  readonly increment: number;
  readonly days: number;
  readonly onTimeout: OnTimeout;
  /** The session's stand-in strength, kept for its games; the form does not ask. */
  readonly standIn?: Strength | null;
}

/** What the API does on a timeout when the host says nothing, per kind (docs/api.md#clocks). */
const DEFAULT_OUTCOME: Record<TimeControl["kind"], OnTimeout> = {
  move: "rules",
  bank: "forfeit",
  days: "stand_in",
};

const UNTIMED: Clock = { kind: "none", seconds: 60, minutes: 10, increment: 5, days: 1, onTimeout: "rules" };

/** The form's values for a session's clock (untimed when it has none). */
export function clockOf(session: Session | null): Clock {
  const control = session?.time_control;
  if (!control) return UNTIMED;
  const timed = {
    ...UNTIMED,
    onTimeout: session.on_timeout ?? DEFAULT_OUTCOME[control.kind],
    standIn: session.stand_in_strength,
  };
  if (control.kind === "move") return { ...timed, kind: "move", seconds: control.seconds };
  if (control.kind === "days") return { ...timed, kind: "days", days: control.days_per_move };
  const minutes = Math.round(control.initial_seconds / 60);
  return { ...timed, kind: "bank", minutes, increment: control.increment_seconds };
}

/** The time control a clock names; null when untimed. */
function controlOf(clock: Clock): TimeControl | null {
  if (clock.kind === "move") return { kind: "move", seconds: clock.seconds };
  if (clock.kind === "days") return { kind: "days", days_per_move: clock.days };
  if (clock.kind === "none") return null;
  return { kind: "bank", initial_seconds: clock.minutes * 60, increment_seconds: clock.increment };
}

/** The request fields of a clock: `time_control` (null = untimed), `on_timeout` and a kept `stand_in_strength`. */
export function clockFields(clock: Clock) {
  const control = controlOf(clock);
  if (!control) return { time_control: null };
  return {
    time_control: control,
    on_timeout: clock.onTimeout,
    ...(clock.standIn && { stand_in_strength: clock.standIn }),
  };
}

type NumberKey = "seconds" | "minutes" | "increment" | "days";

/** The numbers each kind asks for, with their labels and the bounds of the API's CLOCK_LIMITS. */
const NUMBERS: Record<Clock["kind"], readonly { key: NumberKey; label: string; min: number; max: number }[]> =
  {
    none: [],
    move: [{ key: "seconds", label: "moveSeconds", min: 10, max: 86_400 }],
    bank: [
      { key: "minutes", label: "bankMinutes", min: 1, max: 43_200 },
      { key: "increment", label: "incrementSeconds", min: 0, max: 86_400 },
    ],
    days: [{ key: "days", label: "daysPerMove", min: 1, max: 14 }],
  };

/** The numbers the kind needs: seconds per move, minutes plus increment, or days per move. */
function ClockNumbers({ clock, set }: { clock: Clock; set: (change: Partial<Clock>) => void }) {
  return (
    <>
      {NUMBERS[clock.kind].map(({ key, label, min, max }) => (
        <label>
          {tKey(label)}
          <input
            type="number"
            name={key}
            inputMode="numeric"
            required
            min={min}
            max={max}
            value={clock[key]}
            onInput={(e) => set({ [key]: Number(e.currentTarget.value) })}
          />
        </label>
      ))}
    </>
  );
}

/** The clock fields of a form: its kind, its numbers, and what happens when time runs out. */
export function ClockChoice({ clock, onChange }: { clock: Clock; onChange: (clock: Clock) => void }) {
  const set = (change: Partial<Clock>) => onChange({ ...clock, ...change });
  const setKind = (kind: Clock["kind"]) =>
    set({ kind, onTimeout: kind === "none" ? clock.onTimeout : DEFAULT_OUTCOME[kind] });
  return (
    <>
      <label>
        {t("clock")}
        <select
          name="clock"
          value={clock.kind}
          onChange={(e) => setKind(e.currentTarget.value as Clock["kind"])}
        >
          {KINDS.map((kind) => (
            <option value={kind}>{tKey(`clock_${kind}`)}</option>
          ))}
        </select>
      </label>
      <ClockNumbers clock={clock} set={set} />
      {clock.kind !== "none" && (
        <label>
          {t("onTimeout")}
          <select
            name="on_timeout"
            value={clock.onTimeout}
            onChange={(e) => set({ onTimeout: e.currentTarget.value as OnTimeout })}
          >
            {OUTCOMES.map((outcome) => (
              <option value={outcome}>{tKey(`timeout_${outcome}`)}</option>
            ))}
          </select>
        </label>
      )}
    </>
  );
}
