import type { FastifyReply } from "fastify";
import { type TSchema, Type } from "typebox";

/** A 200 answer in JSON, or text/csv when format=csv. */
export const jsonOrCsv = (schema: TSchema) =>
  ({
    description: "The report; text/csv when format=csv.",
    content: { "application/json": { schema }, "text/csv": { schema: Type.String() } },
  }) as unknown as TSchema;

/** Sends `body` as a CSV download named `name`.csv. */
export function sendCsv(reply: FastifyReply, name: string, body: string) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}.csv"`)
    .send(body);
}
