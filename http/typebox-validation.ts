import type { FastifySchemaValidationError } from "fastify";
import type { TSchema } from "typebox";
import { Compile } from "typebox/compile";

type Validator = ReturnType<typeof Compile>;

/**
 * TypeBox errors in the shape of Ajv's, which the shared error handler turns
 * into problem+json field errors (`missingProperty`, `additionalProperty`).
 */
function toAjvErrors(errors: ReturnType<Validator["Errors"]>): FastifySchemaValidationError[] {
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

/** A validation error the shared handler answers as 400 invalid_request with field errors. */
export interface ValidationFailure extends Error {
  readonly validation: FastifySchemaValidationError[];
  readonly validationContext: string;
}

/** Checks values against a schema, failing the way a Fastify route's validation does. */
export function compileValidator<T extends TSchema>(schema: T, context = "body") {
  const validator = Compile(schema);
  return (value: unknown): { value: unknown } | { error: ValidationFailure } => {
    if (validator.Check(value)) return { value };
    const error = Object.assign(new Error(`The ${context} is invalid.`), {
      validation: toAjvErrors(validator.Errors(value)),
      validationContext: context,
    });
    return { error };
  };
}
