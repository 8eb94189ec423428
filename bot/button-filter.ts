import type { Context, Filter } from "grammy";
import { type ButtonKind, type ButtonOf, buttonKindOf, parseButtonAs } from "./callback-data.ts";

/** A context narrowed to a press on one family's button, with the button decoded. */
export type ButtonContext<C extends Context, K extends ButtonKind> = Filter<C, "callback_query:data"> & {
  readonly button: ButtonOf<K>;
};

/**
 * A grammY filter for one family of buttons, as in
 * `composer.filter(button("hold"), (ctx) => ctx.button.die)`: it reads a
 * press as that family's button once and puts it on `ctx.button`. A press
 * that is malformed or another family's passes on, so what nobody takes ends
 * at the "expired button" answer.
 */
export function button<K extends ButtonKind>(kind: K) {
  return <C extends Context>(ctx: C): ctx is ButtonContext<C, K> => {
    const data = ctx.callbackQuery?.data;
    const decoded = data === undefined ? undefined : parseButtonAs(kind, data);
    if (decoded) Object.assign(ctx, { button: decoded });
    return decoded !== undefined;
  };
}

/** Whether a press claims one of `kinds` by its prefix, malformed or not. */
export function claimsButton(ctx: Context, kinds: ReadonlySet<ButtonKind>): boolean {
  const kind = buttonKindOf(ctx.callbackQuery?.data ?? "");
  return kind !== undefined && kinds.has(kind);
}
