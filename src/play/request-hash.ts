import { hash as digest } from "node:crypto";
import type { ActionType } from "../games/contract.ts";

/** An action as its sender sent it. */
export interface ActionInput {
  readonly action_id: string;
  readonly action_type: ActionType;
  readonly payload?: Readonly<Record<string, unknown>> | undefined;
  /** Hex the player contributes to the dice (docs/fair-dice.md). */
  readonly entropy?: string | undefined;
}

/** Stable hash of an action request, to tell a retry from a different request under the same key. */
export function requestHash(input: ActionInput): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
          )
        : value;
  const body = {
    action_id: input.action_id,
    action_type: input.action_type,
    payload: input.payload ?? {},
    ...(input.entropy ? { entropy: input.entropy.toLowerCase() } : {}),
  };
  return digest("sha256", JSON.stringify(canonical(body)), "hex");
}
