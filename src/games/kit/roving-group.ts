import type { RefObject } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { itemAfterKey } from "./roving-keys.ts";

/** What each control of a roving group spreads onto itself. */
export interface RovingItem {
  readonly "data-rove": string;
  readonly tabIndex: number;
  readonly onKeyDown: (event: KeyboardEvent) => void;
  readonly onFocus: () => void;
}

/**
 * One tab stop for a row of controls (`keys`, the enabled ones in order):
 * the last focused one while enabled, else the first; arrows, Home and End
 * move among them (left and right mirrored when the row is laid out right to
 * left), and Enter or Space press the focused control as any button.
 */
export function useRovingGroup<E extends HTMLElement>(keys: readonly string[]) {
  const ref = useRef<E>(null);
  const [last, setLast] = useState<string | null>(null);
  const stop = last !== null && keys.includes(last) ? last : (keys[0] ?? null);
  const onKeyDown = (from: string) => (event: KeyboardEvent) => {
    const rtl = ref.current !== null && getComputedStyle(ref.current).direction === "rtl";
    const to = itemAfterKey(keys, from, event.key, rtl);
    if (to === null) return;
    event.preventDefault();
    setLast(to);
    ref.current?.querySelector<HTMLElement>(`[data-rove="${to}"]`)?.focus();
  };
  const item = (key: string): RovingItem => ({
    "data-rove": key,
    tabIndex: key === stop ? 0 : -1,
    onKeyDown: onKeyDown(key),
    onFocus: () => setLast(key),
  });
  return { ref, item };
}

/**
 * Gives the focus back to the board when the player's move disabled or
 * removed the control that had it: while focus was last inside `ref` (or
 * lost from it to nowhere), each render that finds it lost moves it to the
 * first enabled match of `selector`, the control the player needs next.
 */
export function useFocusReturn(ref: RefObject<HTMLElement | null>, selector: string | null): void {
  const held = useRef(false);
  useEffect(() => {
    const board = ref.current;
    if (!board) return;
    const onIn = () => {
      held.current = true;
    };
    const onOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      held.current = next === null || board.contains(next);
    };
    board.addEventListener("focusin", onIn);
    board.addEventListener("focusout", onOut);
    return () => {
      board.removeEventListener("focusin", onIn);
      board.removeEventListener("focusout", onOut);
    };
  }, [ref]);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!held.current || !lost || selector === null) return;
    ref.current?.querySelector<HTMLElement>(`:is(${selector}):not([disabled])`)?.focus();
  });
}
