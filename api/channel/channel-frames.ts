import type { RawData } from "ws";
import { compileValidator } from "../../http/typebox-validation.ts";
import type { ClientMessage } from "../../src/documents/channel-messages.ts";
import { DomainError } from "../../src/errors.ts";
import { CLIENT_MESSAGES } from "./client-messages.ts";

const VALIDATORS = Object.fromEntries(
  Object.entries(CLIENT_MESSAGES).map(([type, schema]) => [type, compileValidator(schema, "message")]),
);

/** A frame as a client message, or the error it answers (with its ref, when it has a usable one). */
export type Parsed = { readonly message: ClientMessage } | { readonly error: unknown; readonly ref?: string };

/** Every client message but `auth`: what a connection answers with a `result`. */
export type Request = Exclude<ClientMessage, { type: "auth" }>;

/** Reads one frame against the channel's message schemas. */
export function parseFrame(data: RawData, isBinary: boolean): Parsed {
  if (isBinary)
    return { error: new DomainError("invalid_request", "Send each message as one JSON text frame.") };
  let value: unknown;
  try {
    value = JSON.parse(data.toString());
  } catch {
    return { error: new DomainError("invalid_json", "The frame is not valid JSON.") };
  }
  const { type, ref } = (value ?? {}) as { type?: unknown; ref?: unknown };
  const validate = typeof type === "string" && Object.hasOwn(VALIDATORS, type) ? VALIDATORS[type] : undefined;
  if (!validate)
    return {
      error: new DomainError(
        "invalid_request",
        `Unknown message type; send one of ${Object.keys(CLIENT_MESSAGES).join(", ")}.`,
      ),
    };
  const checked = validate(value);
  if ("error" in checked)
    return { error: checked.error, ...(typeof ref === "string" && ref.length <= 64 ? { ref } : {}) };
  return { message: value as ClientMessage };
}
