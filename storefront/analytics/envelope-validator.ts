import type { FastifySchemaValidationError } from "fastify";
import { Compile } from "typebox/compile";
import { EventBatchEnvelope } from "./events/event-schemas.ts";

const envelope = Compile(EventBatchEnvelope);

/**
 * TypeBox errors in the shape of Ajv's, which the shared error handler turns
 * into problem+json field errors (`missingProperty`, `additionalProperty`).
 */
function toAjvErrors(errors: ReturnType<typeof envelope.Errors>): FastifySchemaValidationError[] {
  return errors.flatMap((error): FastifySchemaValidationError[] => {
    const params = error.params as Record<string, unknown>;
    const base = { keyword: error.keyword, instancePath: error.instancePath, schemaPath: error.schemaPath };
    if (error.keyword === "boolean") return [];
    if (error.keyword === "required")
      return ((params.requiredProperties as string[]) ?? []).map((missingProperty) => ({
        ...base,
        params: { missingProperty },
        message: "is required",
      }));
    if (error.keyword === "additionalProperties")
      return ((params.additionalProperties as string[]) ?? []).map((additionalProperty) => ({
        ...base,
        params: { additionalProperty },
        message: "is not allowed",
      }));
    return [{ ...base, params, message: error.message }];
  });
}

/**
 * The batch route's body validator: the envelope only. The route's schema
 * documents every event kind, but events are validated one by one by the
 * ingest service so that one bad event does not reject the batch.
 */
export function validateBatchEnvelope(body: unknown): { value: unknown } | { error: Error } {
  if (envelope.Check(body)) return { value: body };
  const error = Object.assign(new Error("The batch envelope is invalid."), {
    validation: toAjvErrors(envelope.Errors(body)),
  });
  return { error };
}
